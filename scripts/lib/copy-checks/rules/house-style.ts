import type { AnyMove } from "../types";
import { isRunningText } from "../text";

/**
 * House-style slips: one spelling per term (content/STYLE.md). URLs and the specification's menu
 * group labels ("Frontend", "Backend") are excluded by scope, not here.
 */
export const houseStyle: { prefer: string; pattern: RegExp }[] = [
  // "App Startup" (a Jetpack library) and "startup CPU boost" (a Cloud Run setting) are product names.
  { prefer: "start-up", pattern: /(?<!\bApp )\bstartups?\b(?! CPU boost)/gi },
  { prefer: "scale-up", pattern: /\bscale ?ups?\b(?! (?:to|and down)\b)/gi },
  { prefer: "on-premises", pattern: /\bon[- ]prem(?:ise)?\b(?!s)/gi },
  // "micro-frontends" and "backend-for-frontend" are the names of architecture patterns.
  {
    prefer: "back end / front end (two words as a noun, hyphenated as an adjective)",
    pattern: /(?<!\bmicro-|-for-)\b(?:back|front)ends?\b(?!-for-)/gi,
  },
  {
    prefer: "back end / front end as a noun",
    pattern: /\b(?:the|a|your|our|its|their) (?:back|front)-end(?=[.,;:!?)]|$)/gim,
  },
  {
    prefer: "back-end / front-end as an adjective",
    pattern:
      /\b(?:back|front) end (?=(?:code|services?|teams?|developers?|development|engineers?|work|systems?|APIs?|logic|frameworks?|engineering)\b)/gi,
  },
  { prefer: "cutover", pattern: /\bcut-overs?\b/gi },
  { prefer: "agritech, fintech, proptech", pattern: /\b(?:agri|fin|prop)-tech\b|\b(?:Agri|Fin|Prop)Tech\b/g },
  { prefer: "health-tech, ed-tech", pattern: /\b(?:health|ed) ?tech\b|\b(?:Health|Ed)[Tt]ech\b/g },
  { prefer: "towards", pattern: /\btoward\b/gi },
  { prefer: "e-commerce", pattern: /(?<![/\w-])(?:e[Cc]ommerce|Ecommerce|E-Commerce)\b/g },
  { prefer: "email", pattern: /\be-mails?\b/gi },
  { prefer: "website", pattern: /\bweb[- ]sites?\b/gi },
  {
    prefer: "open-source (adjective)",
    pattern:
      /\bopen source (?=(?:software|tools?|librar(?:y|ies)|projects?|licen[cs]es?|components?|frameworks?|models?|stacks?|code|packages?)\b)/gi,
  },
  { prefer: "time zone", pattern: /\btime-?zones?\b/gi },
  { prefer: "sign-off", pattern: /\bsignoffs?\b|\b(?:a|the|formal|final|written) sign off\b/gi },
  {
    prefer: "-ise spellings (organise, optimise…)",
    pattern:
      /\b(?:organi|optimi|prioriti|minimi|maximi|standardi|customi|reali|recogni|utili|centrali|synchroni|visuali|moderni|personali|categori|summari|monetis|digiti|containeri|normali|internationali|locali|capitali|emphasi|speciali|stabili|anonymi|pseudonymi|sanit|apologi|criti|finali|initiali|memori|authori)z(?:e|es|ed|ing|ation|ations)\b(?<!\b(?:Organization|Authorization|Standardization))/g,
  },
  { prefer: "numeric range with a hyphen (2-4 weeks)", pattern: /\d\s?[–—]\s?\d/g },
];

export function findHouseStyleSlips(text: string): string[] {
  return houseStyle.flatMap(({ pattern }) => text.match(pattern) ?? []);
}

export const houseStyleMoves: AnyMove[] = [
  {
    id: "house-style",
    label: "house-style slip (startup, on-premise, toward…)",
    scope: isRunningText,
    find: findHouseStyleSlips,
  },
];
