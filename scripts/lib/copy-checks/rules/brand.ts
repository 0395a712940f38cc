/** How the copy names the agency: pivots to it, third-person actor, product label, engagement start. */
import { site } from "../../../../content/site";
import type { AnyMove, PageText } from "../types";
import { brand, copyStrings, EXPERTISE, isRunningText, sentencesIn, wordCount } from "../text";

/**
 * A brand pivot: after a sentence that sets up a problem, a sentence that names the agency and turns
 * to it ("Lumora starts there.", "Lumora respects that.", "Lumora engineers for those moments.",
 * "Lumora works inside that reality.", "That is where Lumora comes in."). Caught as: a later
 * sentence of the paragraph opening with the agency's name that is either short (the pivot itself)
 * or points back with "there", a demonstrative after the verb or after a preposition; or any
 * sentence of the "That is where Lumora comes in" shape.
 */
const opensWithBrand = new RegExp(`^${brand}(?:'s [\\w-]+)?\\b`);
const pointsBack =
  /^\S+(?: \S+)? [\w-]+ (?:that|this|these|those|both|it)\b|\bthere\b|\b(?:for|inside|within|around|into|with|across|behind|under|towards|to|on|from|about|of|in|at|through) (?:that|this|these|those|both)\b(?! (?:is|are|was|were|can|will|make|makes|need|needs)\b)/;
const whereBrandComesIn = new RegExp(`^(?:That|This|Here|Which) (?:is )?(?:where|why|how) ${brand}\\b`);
/** A sentence opening with the brand this short is a pivot whatever it says. */
const PIVOT_SHORT_WORDS = 8;
/** A longer one is a pivot when it points back and stays this short. */
const PIVOT_MAX_WORDS = 14;

export function findBrandPivots(text: string): string[] {
  return sentencesIn(text).filter((sentence, index) => {
    if (whereBrandComesIn.test(sentence)) return true;
    if (index === 0 || !opensWithBrand.test(sentence)) return false;
    const words = wordCount(sentence);
    return words <= PIVOT_SHORT_WORDS || (words <= PIVOT_MAX_WORDS && pointsBack.test(sentence));
  });
}

/**
 * The agency as a third-person actor: its name as the subject of a verb ("Lumora builds"), with a
 * possessive or a team noun ("Lumora's engineers", "the Lumora team"). Named as the provider the
 * visitor deals with ("when you bring Lumora in", "ask Lumora for") is what the specification asks
 * for ("the body text names the agency as a provider") and is not counted; named as a product label
 * ("a portal from Lumora", below) is.
 */
const brandWord = new RegExp(
  `(?<!\\b(?:at|with|from|to|for|by|of) )\\b${brand}(?:'s\\b| (?:team|teams|engineers|designers|people|staff|builds?|designs?|delivers?|works?|has|is|was|will|would|can|starts?|respects?|engineers|runs?|knows?|brings?|helps?|uses?|treats?|keeps?|makes?|writes?|tests?)\\b)`,
);
/**
 * The agency's name as a product label, the placement shapes the industry rewrite removed: a thing
 * "built with / by / from Lumora", "commissioned from Lumora", any noun "from Lumora" ("a feed
 * integration from Lumora"), and "work with Lumora on". A verb before "from" ("hear from Lumora")
 * is not a noun and is left alone; "ask Lumora for", "talk to Lumora", "you hire Lumora" name the
 * agency as the provider the visitor deals with and pass.
 */
const FROM_AFTER_VERB = "hear|heard|hearing|apart|away|aside|back|separately|differently";
const brandPlacement = new RegExp(
  [
    `\\b(?:built|made|designed|developed|delivered|engineered|created|written|supplied) (?:with|by|from) ${brand}\\b`,
    `\\b(?:commissioned|ordered|bought|sourced|procured) (?:from|through) ${brand}\\b`,
    `\\b(?!(?:${FROM_AFTER_VERB})\\b)[a-z][\\w-]* from ${brand}\\b`,
    `\\bwith ${brand} on\\b`,
  ].join("|"),
  "i",
);
export function findBrandThirdPerson({ value }: PageText): string[] {
  const running = copyStrings(value).filter(isRunningText);
  if (!running.some(({ text }) => /\b(?:we|our)\b/i.test(text))) return [];
  const naming = running
    .flatMap(({ text }) => sentencesIn(text))
    .find((s) => brandWord.test(s) || brandPlacement.test(s));
  return naming ? [naming] : [];
}

/**
 * The agency named in a sentence about how an engagement begins: "first / start / begin" up to 60
 * characters before the name, or "first / start / begin" up to 40 characters after it, within one
 * sentence ("the first thing you will discuss with Lumora", "You start by sending Lumora…", "Ask
 * Lumora for an estimate and the first request…"). One such page is a fact; most of a family is a
 * stamp.
 */
const engagementStart = new RegExp(
  `\\b(?:first|start|starts|starting|begin|begins|beginning)\\b[^.!?]{0,60}\\b${brand}\\b|\\b${brand}\\b[^.!?]{0,40}\\b(?:first|start|starts|starting|begin|begins|beginning)\\b`,
  "i",
);
export const findBrandEngagementStart = (text: string): string[] =>
  text.split(/(?<=[.!?])\s+/).filter((sentence) => engagementStart.test(sentence));

export const brandMoves: AnyMove[] = [
  { id: "brand-pivot", label: `brand pivot ("${site.name} starts there")`, find: findBrandPivots },
  {
    id: "brand-third-person",
    label: `agency named in the third person ("the ${site.name} team") on a "we" page`,
    families: ["industries"],
    findOnPage: findBrandThirdPerson,
  },
  {
    id: "brand-engagement-start",
    label: `agency named in a sentence about how an engagement begins ("when you first talk to ${site.name}")`,
    families: EXPERTISE,
    scope: isRunningText,
    find: findBrandEngagementStart,
  },
];
