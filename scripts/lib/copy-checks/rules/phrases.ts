/** Stamped phrases and words, counted wherever they occur (or in the bullets, where scoped). */
import type { AnyMove } from "../types";
import { BULLET_KEYS, isRunningText, matches } from "../text";

/** "A, B or C": three or more capitalised names or terms in a comma list ending "or X". */
const NAME = "[A-Z][\\w.+#/-]*(?: [A-Z][\\w.+#/-]*)?";
export const abcList = new RegExp(`\\b${NAME}, ${NAME}(?:, ${NAME})* or [A-Z](?:[\\w.+#/-]*[\\w+#])?`, "g");

/** A bullet promising to watch regulation change: the industry pages' stock "regulation watch" item. */
const regulationWatch =
  /\bregulatory (?:change|update|horizon)s?\b|\bregulation (?:watch|change)(?:es)?\b|\b(?:track|monitor|watch|follow)(?:s|ed|ing)?\b(?: [\w-]+){0,4}? (?:regulat|legislat)\w*|\blegislative (?:change|update)s?\b|\brule changes?\b|\bchanges? (?:to|in) (?:the )?(?:regulations?|legislation|law)\b|\b(?:draft|upcoming|proposed|new)(?: [\w-]+){0,2} (?:legislation|regulations?|rules)\b/i;

export const phraseMoves: AnyMove[] = [
  { id: "rather-than", label: '"rather than"', find: matches(/\brather than\b/gi) },
  { id: "instead-of", label: '"instead of"', find: matches(/\binstead of\b/gi) },
  { id: "comma-not", label: '", not …" contrast', find: matches(/, not\b/gi) },
  {
    id: "self-declared-honesty",
    label: "self-declared honesty (candid, honest, frank)",
    find: matches(/\b(candid(ly|our)?|honest(ly|y)?|frank(ly)?|straight answers?)\b/gi),
  },
  {
    id: "tell-you-so",
    label: '"we will tell you so" / "we say so"',
    find: matches(/\b(?:tell you (?:so|plainly)|(?:we|will) say so|says so)\b/gi),
  },
  {
    id: "limits-announcement",
    label: 'announced limits ("X is not always the answer")',
    find: matches(
      /\b(?:is not always the (?:right |best )?(?:answer|choice)|(?:is|are) not the answer to everything|there are (?:trade-offs|limits) (?:to weigh|worth stating)|has (?:rough edges|trade-offs)|is the wrong tool|is a poor fit|we are candid|(?:is|are) not our answer|reasons to say no|honest trade-offs|where honesty helps)\b/gi,
    ),
  },
  { id: "earns-its-place", label: '"earn(s) its place"', find: matches(/\bearn(?:s|ed|ing)? (?:its|their) place\b/gi) },
  {
    id: "support-24-7-bullet",
    label: "24/7 support bullet on expertise pages",
    scope: ({ key }) => BULLET_KEYS.has(key),
    find: matches(/24\/7/g),
  },
  {
    id: "handover-bullet",
    label: "handover promise on expertise pages",
    scope: ({ key }) => BULLET_KEYS.has(key),
    find: matches(
      /\b(?:hand(?:over|ed over| over|s over)|knowledge.transfer|own the (?:codebase|platform)|without us|independently|stays? in-house|up to speed|teach your)\b/gi,
    ),
  },
  {
    id: "may-fit-better",
    label: 'alternative "may fit better / may deliver more"',
    find: matches(
      /\b(?:may|might|could|would|will)(?: (?:often|usually|probably|generally|still|then|simply))? (?:(?:fit|suit|serve|work|deliver|do|pay off)\b(?: [\w-]+){0,5}? (?:better|more)\b|beat|outperform)|\b(?:may|might|could|would) be (?:a |the )?(?:better|stronger|simpler|cheaper) (?:fit|choice|option|bet|route)\b|\bmay not be enough\b/gi,
    ),
  },
  {
    id: "so-benefit",
    label: '", so <benefit>" clause',
    find: matches(/, so (?!far\b|much\b|many\b|long as\b|on\b|too\b)(?:that )?\w+/gi),
  },
  {
    id: "from-day-one",
    label: '"from day one / the first sprint / the start / the outset"',
    find: matches(
      /\bfrom (?:day one|the (?:very )?(?:first (?:sprint|day|line|commit|week)|start|outset|beginning|get-go))\b/gi,
    ),
  },
  {
    id: "knowledge-closer",
    label: 'knowledge-retention closer ("knowledge stays with you")',
    find: matches(
      /\bknowledge (?:stays|remains|lives|keeps) (?:with you|in[- ]house|in your (?:team|organisation|company))\b|\bsurviv(?:es?|ing) (?:\w+ )?turnover\b|\b(?:once|after|when|long after) we (?:step (?:back|away)|leave|move on|have gone|are gone)\b|\bafter the engagement ends\b/gi,
    ),
  },
  { id: "actually", label: '"actually"', find: matches(/\bactually\b/gi) },
  { id: "genuine", label: '"genuine" / "genuinely"', find: matches(/\bgenuine(?:ly)?\b/gi) },
  { id: "not-only", label: '"not only"', find: matches(/\bnot only\b/gi) },
  {
    id: "filler-words",
    label: 'filler words ("seamless", "cutting-edge", "robust")',
    find: matches(
      /\b(?:seamless(?:ly)?|cutting-edge|robust(?:ly|ness)?|state-of-the-art|world-class|best-in-class)\b/gi,
    ),
  },
  { id: "abc-list", label: '"A, B or C" list of names', scope: isRunningText, find: matches(abcList) },
  {
    id: "regulation-watch-bullet",
    label: "regulation-watch bullet (tracking regulatory change)",
    families: ["industries"],
    scope: ({ key }) => BULLET_KEYS.has(key),
    find: (text) => {
      const match = regulationWatch.exec(text);
      return match ? [match[0]] : [];
    },
  },
];
