/** Shapes of issue 40 that no sentence repeats but a family does, each allowed on at most a third of its pages. */
import { families as allFamilies } from "../../../../content/registry";
import type { AnyMove, PageText } from "../types";
import { copyStrings, isRunningText, isTagline, matches, SECTION_FAMILIES, sentencesIn } from "../text";

/**
 * A sentence that ends on a "without …" or "with no …" phrase of one to seven words ("…can change
 * without a release.", "…with no custom exports."): one such close is a point, a family of them a tic.
 */
const endsWithout = /\b(?:without|with no)\b(?:\s+[^\s,;:]+){1,7}[.!?]?$/i;
export const findEndsWithout = (text: string): string[] =>
  sentencesIn(text).filter((sentence) => endsWithout.test(sentence));

/** Words a tagline shares with a body sentence without restating it. */
const STOP_WORDS = new Set(
  "the a an and or of to in on for with from by at as is are be it its this that these those your our we you they their them who which what when where how than then each every one all any no not but into over under after before once so such can will may more most much many own same other only also just very there here about while".split(
    " ",
  ),
);
/** Content words, lower-cased and crudely stemmed ("synced" and "sync", "records" and "record" match). */
export function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? [])
      .map((word) => word.replace(/'s$/, ""))
      .filter((word) => word.length > 2 && !STOP_WORDS.has(word))
      .map((word) => word.replace(/ies$/, "y").replace(/(?:ing|ed|es|s)$/, "")),
  );
}
/** A tagline is restated when one body sentence holds this share of its content words or more. */
export const RESTATED_SHARE = 0.4;
const BODY_PATHS = new Set(["why", "intro", "intro.paragraphs", "challenge"]);
/**
 * The hero tagline said again in the body: a sentence of the "why" paragraphs, the intro or the
 * challenge that holds 40% or more of the tagline's content words ("your records, scouting notes and
 * photos are saved on the phone first" / "save records, scouting notes and photos on the device
 * first").
 */
export function findTaglineRestated({ value }: PageText): string[] {
  const tagline = copyStrings(value).find(isTagline)?.text;
  if (!tagline) return [];
  const words = [...contentWords(tagline)];
  const restating = copyStrings(value)
    .filter(({ path }) => BODY_PATHS.has(path))
    .flatMap(({ text }) => sentencesIn(text))
    .find((sentence) => {
      const inSentence = contentWords(sentence);
      return words.filter((word) => inSentence.has(word)).length >= RESTATED_SHARE * words.length;
    });
  return restating ? [`"${tagline}" / "${restating}"`] : [];
}

export const familyShapeMoves: AnyMove[] = [
  {
    id: "word-before",
    label: 'page using "before"',
    families: allFamilies,
    scope: isRunningText,
    find: matches(/\bbefore\b/gi),
  },
  {
    id: "word-every",
    label: 'page using "every"',
    families: allFamilies,
    scope: isRunningText,
    find: matches(/\bevery\b/gi),
  },
  {
    id: "which-keeps",
    label: 'page using ", which keeps"',
    families: allFamilies,
    scope: isRunningText,
    find: matches(/, which keeps\b/gi),
  },
  {
    id: "ends-without",
    label: 'page with a sentence ending "without …" / "with no …"',
    families: allFamilies,
    scope: isRunningText,
    find: findEndsWithout,
  },
  {
    id: "tagline-restated",
    label: "hero tagline restated in the body",
    families: SECTION_FAMILIES,
    findOnPage: findTaglineRestated,
  },
];
