/** Lengths: paragraphs, taglines, "why" paragraphs in the band just under the limit, aphorism openings. */
import type { AnyMove } from "../types";
import { EXPERTISE, isTagline, SECTION_FAMILIES, sentencesIn, wordCount } from "../text";

/** A paragraph longer than this many words is split: one idea per paragraph. */
export const MAX_PARAGRAPH_WORDS = 70;
/** Display-size text (hero taglines) longer than this many words is cut. */
export const MAX_TAGLINE_WORDS = 35;

/** A body paragraph (two sentences or more, this many words or more) whose first sentence is a short aphorism ("Phones are unforgiving."). */
export const APHORISM_MAX_WORDS = 4;
const BODY_PARAGRAPH_MIN_WORDS = 15;
export function findAphorismOpening(text: string): string[] {
  const sentences = sentencesIn(text);
  if (sentences.length < 2 || wordCount(text) < BODY_PARAGRAPH_MIN_WORDS) return [];
  const first = sentences[0] ?? "";
  const words = wordCount(first);
  return /[.!]$/.test(first) && words >= 2 && words <= APHORISM_MAX_WORDS ? [first] : [];
}

/** A tagline with this many commas or more is an inventory ("<products> for <customers>, <qualifier>"). */
export const TAGLINE_LIST_COMMAS = 4;
export const commasIn = (text: string) => (text.match(/,/g) ?? []).length;

/** A technology tagline longer than this is an inventory, not one idea (content/STYLE.md: "about 25"). */
export const MAX_TECH_TAGLINE_WORDS = 28;

/** "Why" paragraphs this long (inclusive) sit just under the 70-word limit; a family full of them reads as one template. */
export const WHY_BAND = { min: 53, max: MAX_PARAGRAPH_WORDS } as const;

export const lengthMoves: AnyMove[] = [
  {
    id: "aphorism-opening",
    label: `paragraph opening with a short aphorism (≤ ${APHORISM_MAX_WORDS} words)`,
    find: findAphorismOpening,
  },
  {
    id: "long-paragraph",
    label: `paragraph over ${MAX_PARAGRAPH_WORDS} words`,
    find: (text) => (wordCount(text) > MAX_PARAGRAPH_WORDS ? [text] : []),
  },
  {
    id: "long-tagline",
    label: `hero tagline over ${MAX_TAGLINE_WORDS} words`,
    scope: isTagline,
    find: (text) => (wordCount(text) > MAX_TAGLINE_WORDS ? [text] : []),
  },
  {
    id: "why-length-band",
    label: `"why" paragraph of ${WHY_BAND.min}-${WHY_BAND.max} words`,
    families: EXPERTISE,
    scope: ({ path }) => path === "why",
    find: (text) => (wordCount(text) >= WHY_BAND.min && wordCount(text) <= WHY_BAND.max ? [text] : []),
  },
  {
    id: "tagline-comma-list",
    label: `hero tagline with ${TAGLINE_LIST_COMMAS} commas or more (a list of products and customers)`,
    families: SECTION_FAMILIES,
    scope: isTagline,
    find: (text) => (commasIn(text) >= TAGLINE_LIST_COMMAS ? [text] : []),
  },
  {
    id: "tech-tagline-length",
    label: `technology hero tagline over ${MAX_TECH_TAGLINE_WORDS} words`,
    families: ["technologies"],
    scope: isTagline,
    find: (text) => (wordCount(text) > MAX_TECH_TAGLINE_WORDS ? [text] : []),
  },
];
