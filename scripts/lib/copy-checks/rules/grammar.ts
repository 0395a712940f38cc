/** Taglines and card openings without a finite verb. */
import type { AnyMove } from "../types";
import { isTagline, sentencesIn, wordCount } from "../text";

/**
 * A finite verb, as far as a heuristic can tell: an auxiliary anywhere (is, has, can, will…); "we",
 * "you" or "they" as a subject (not after a preposition: "for you") followed by a word; "it" or
 * "your"/"our" and a noun followed within three words by a verb form; or a relative "that", "which"
 * or "who" followed (after an optional adverb) by any word but a determiner. A verb form is a common
 * verb of this site's copy in any inflection, or a word ending in -s or -ed. Verbs outside the list
 * after "your editors" ("your editors publish") are missed: the tagline then needs another clause.
 */
const AUXILIARY =
  /\b(?:is|are|was|were|has|have|had|does|do|did|can|could|will|would|shall|should|may|might|must|isn't|aren't|doesn't|don't|won't|can't)\b/i;
const COMMON_VERBS =
  "build|design|ship|help|make|run|give|turn|keep|take|bring|plan|write|test|get|put|set|work|know|hold|show|let|find|cut|move|grow|stay|scale|answer|connect|deliver|launch|serve|replace|handle|check|use|reach|carry|meet|read|start|stop|pay|fit|suit|see|need|want|go|come|say|tell|ask|own|lead|add|join|pick|choose|catch|fix|save|sell|win|draw|stand|hand|last|point|trust|extend";
const VERB_FORM = `(?:(?:${COMMON_VERBS})(?:s|es|ed|d)?|\\w{2,}(?<![siu])s|\\w{2,}ed)`;
/** "for you", "to it": a pronoun after these is an object. */
const NOT_AFTER = "(?<!\\b(?:for|to|with|by|from|of|about|around|than|on|in|at|let|help|give|show|tell)\\s)";
const pronounSubject = new RegExp(`${NOT_AFTER}\\b(?:we|you|they) [a-z]`, "i");
const nounSubject = new RegExp(`${NOT_AFTER}\\b(?:it|(?:your|our) [\\w-]+)(?: [\\w-]+){0,2} ${VERB_FORM}\\b`, "i");
const DETERMINER =
  "the|a|an|this|that|these|those|your|our|their|its|my|his|her|every|each|some|any|no|all|one|two|three";
const relativeClause = new RegExp(`\\b(?:that|which|who)(?: \\w+ly)? (?!(?:${DETERMINER})\\b)[a-z]{2,}\\b`, "i");
const SUBJECT_PRONOUN = /\b(?:we|you|they|it|your team|our team)\b/i;

export function hasFiniteVerb(text: string): boolean {
  return AUXILIARY.test(text) || pronounSubject.test(text) || nounSubject.test(text) || relativeClause.test(text);
}

/** A card body opening on a short verbless fragment ("Custom sites designed from your positioning outwards.") and then "We …". */
export const FRAGMENT_MAX_WORDS = 9;
export function findFragmentThenWe(text: string): string[] {
  const [first = "", second = ""] = sentencesIn(text);
  const fragment = wordCount(first) <= FRAGMENT_MAX_WORDS && !SUBJECT_PRONOUN.test(first) && !hasFiniteVerb(first);
  return fragment && /^We /.test(second) ? [first] : [];
}

export const grammarMoves: AnyMove[] = [
  {
    id: "verbless-tagline",
    label: "service tagline with no finite verb",
    families: ["services"],
    scope: isTagline,
    find: (text) => (hasFiniteVerb(text) ? [] : [text]),
  },
  {
    id: "fragment-then-we",
    label: 'service card opening on a verbless fragment, then "We …"',
    families: ["services"],
    scope: ({ path }) => path === "cards.description",
    find: findFragmentThenWe,
  },
];
