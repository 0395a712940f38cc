/**
 * Shapes that repeat across the service and technology families even though no sentence does
 * (issue 40): each is counted per family and may occur on at most a third of the family's strings
 * or pages. Its thresholds spread into `MOVE_THRESHOLDS` (../thresholds.ts) and its moves into the
 * runner's list, so `npm run content:check` reports and fails them like every other move. Counts
 * before and after the copy-b rewrite are in content/STYLE.md.
 */
import type { AnyMove, CopyString, PageText } from "../types";

/** The target: no shape on more than a third of a family. */
const A_THIRD = { perFamilyShare: 1 / 3 } as const;

export const EXPERTISE_SHAPE_THRESHOLDS = {
  "service-card-two-sentences": A_THIRD,
  "service-hero-formula": A_THIRD,
  "service-intro-general-opening": A_THIRD,
  "service-tagline-restated": A_THIRD,
  "tech-tagline-we": A_THIRD,
  "keep-ahead-upgrade": A_THIRD,
  "keep-ahead-monitoring": A_THIRD,
  "keep-ahead-mixed-grammar": A_THIRD,
  "keep-ahead-lint": A_THIRD,
  "word-each-heavy": A_THIRD,
  "word-ahead-of": { perFamilyPageShare: 1 / 3 },
  "while-still": { perFamilyPageShare: 1 / 3 },
} as const;

const words = (text: string) => text.split(/\s+/).filter(Boolean);
/** Sentences: split after . ! or ? followed by a space and a capital, digit or quote. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“'])/)
    .map((s) => s.trim())
    .filter(Boolean);
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
const field = (value: unknown, key: string): unknown =>
  value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;

/** A service card description of exactly two sentences and 40-60 words: 121 of 132 cards in the read. */
export const CARD_BAND = { sentences: 2, minWords: 40, maxWords: 60 } as const;
export function isTwoSentenceBandCard(text: string): boolean {
  const count = words(text).length;
  return sentences(text).length === CARD_BAND.sentences && count >= CARD_BAND.minWords && count <= CARD_BAND.maxWords;
}

/**
 * A hero title in one of the three formulas: a noun phrase, then a participle ("Software built
 * around…", "Web applications designed to…"), "that" ("Chatbots that know…") or "with" ("Web
 * portals with…"). The participle is a word ending -ed (not -eed) or a common irregular one.
 */
const PARTICIPLE = "(?:[a-z]{2,}(?<!e)ed|built|run|made|grown|written|drawn|known|shown|done|kept|held|led|set|sold)";
const heroFormula = new RegExp(`^[\\w&.'-]+(?: [\\w&.'-]+){0,3} (?:that|with|${PARTICIPLE})\\b`, "i");
export const isHeroFormula = (title: string) => heroFormula.test(title);

/** A first intro sentence that never says what the team does: no "we", "our" or "us". */
const firstPerson = /\b(?:we|our|ours|us|we're|we've)\b/i;
export function findGeneralOpening({ value }: PageText): string[] {
  const first = sentences(stringList(field(value, "intro"))[0] ?? "")[0];
  return first && !firstPerson.test(first) ? [first] : [];
}

/**
 * A tagline restated in the introduction: an intro sentence that repeats at least half of the
 * tagline's content words (four at least), compared by their first five letters.
 */
const STOP = new Set(
  "about after also and any are around been before being both but can each every for from has have into its more most not once only other our over own such than that the their them then there these they this through too under until upon very was what when where which while who will with within without you your".split(
    " ",
  ),
);
const contentWords = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.slice(0, 5)));
export const RESTATED_SHARE = 0.4;
export const RESTATED_MIN_WORDS = 3;
export function findTaglineRestated({ value }: PageText): string[] {
  const tagline = field(value, "tagline");
  if (typeof tagline !== "string") return [];
  const own = contentWords(tagline);
  const restated = stringList(field(value, "intro"))
    .flatMap(sentences)
    .find((sentence) => {
      const shared = [...contentWords(sentence)].filter((w) => own.has(w)).length;
      return shared >= RESTATED_MIN_WORDS && shared >= RESTATED_SHARE * own.size;
    });
  return restated ? [`"${tagline}" ~ "${restated}"`] : [];
}

/** "How We Keep You Ahead" bullets about upgrades and version hygiene, or about monitoring. */
export const upgradeBullet =
  /\b(?:upgrad\w*|new (?:\w+ )?(?:releases?|versions?)|release (?:schedule|cycle|channel)s?|long-term support|LTS|end-of-(?:support|life)|stable channel|Renovate|Dependabot|deprecat\w*)\b/i;
export const monitoringBullet =
  /\b(?:monitor\w*|dashboards?|alerts?|alerting|observability|OpenTelemetry|Crashlytics|Sentry|Grafana|Prometheus|Application Insights|MetricKit|tracing|traces|Langfuse)\b/i;

/**
 * A bullet written as a sentence: in its main clause (the words before any "that", "which", "where"
 * or similar), an auxiliary or a present-tense verb that is rarely a noun on these pages ("Base
 * images are rebuilt…", "Hadolint enforces…"), after the bullet's first word. "Nx rules that stop
 * teams…" and "a build trialled where the app must run…" stay noun phrases.
 */
const VERB =
  /\b(?:is|are|has|have|can|will|must|stays?|lets?|keeps?|shows?|stops?|catch(?:es)?|carr(?:y|ies)|decides?|flows?|rejects?|prioritises?|enforces?|lands?|turns?|becomes?|runs|(?<!\b(?:per|a|the|each|test) )run|measure|supports|compares?|links|comes?|goes|gives?|tells?|means?|needs?)\b/;
const SUBORDINATE = /\b(?:that|which|who|where|when|whenever|once|until|if|as|because|while|before|after|so)\b/;
const mainClause = (bullet: string) => bullet.split(SUBORDINATE)[0] ?? bullet;
export const isSentenceBullet = (bullet: string) => VERB.test(mainClause(bullet).split(" ").slice(1).join(" "));

const aheadBullets = (value: unknown) => stringList(field(value, "howWeKeepYouAhead"));
const bulletsMatching =
  (pattern: RegExp) =>
  ({ value }: PageText) =>
    aheadBullets(value).filter((bullet) => pattern.test(bullet));

/** A card that switches between noun phrases and sentences (at least two of each). */
export const MIXED_MIN = 2;
export function findMixedGrammar({ value }: PageText): string[] {
  const bullets = aheadBullets(value);
  const asSentences = bullets.filter(isSentenceBullet);
  const asPhrases = bullets.length - asSentences.length;
  return asSentences.length >= MIXED_MIN && asPhrases >= MIXED_MIN
    ? [`${asSentences.length} of ${bullets.length} bullets are sentences: "${asSentences[0]}"`]
    : [];
}

/**
 * "How We Keep You Ahead" bullets about linting, strict typing or type checking: hygiene a buyer
 * assumes, not foresight (10 of 20 technology pages in the third read of issue 40).
 */
export const lintBullet =
  /\b(?:lint\w*|ESLint|golangci-lint|staticcheck|go vet|Ruff|mypy|Hadolint|vue-tsc|very_good_analysis|strict(?:ly)?|type[- ]check\w*|type hints|nullable reference types|analy[sz]er (?:options|rules|warnings)|style guide)\b/i;

/** Running text of a page: every string except links, slugs and other identifiers. */
const NOT_PROSE = /^(?:href|path|slug|group|url|code|keywords)$/;
function proseOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return NOT_PROSE.test(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => proseOf(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => proseOf(v, k));
  return [];
}
const sentencesWith = (pattern: RegExp, value: unknown) =>
  proseOf(value)
    .flatMap(sentences)
    .filter((sentence) => pattern.test(sentence));

/**
 * "each" where "every" or a plural would read better: the tic that replaced "every" (services 103
 * "each" against 3 "every" in the third read). A page may use it at most this often.
 */
export const EACH_PER_PAGE = 4;
const eachWord = /\beach\b(?! other\b)/gi;
export function findEachHeavy({ value }: PageText): string[] {
  const found = proseOf(value).flatMap((text) => text.match(eachWord) ?? []);
  if (found.length <= EACH_PER_PAGE) return [];
  const [first] = sentencesWith(/\beach\b/i, value);
  return [`"each" ${found.length} times (at most ${EACH_PER_PAGE}), e.g. "${first}"`];
}

/** "ahead of" standing in for "before" ("ahead of launch", "ahead of each release"). */
export const aheadOf = /\bahead of\b(?! time\b)/i;
export const findAheadOf = ({ value }: PageText): string[] => sentencesWith(aheadOf, value);

/**
 * "while … still …" ("while it is still a diagram", "while the design is still on paper"): the stock
 * phrase that took over from "before" (industries, 7 of 13 pages in the ninth read).
 */
export const whileStill = /\bwhile\b[^.;:!?]{0,40}?\bstill\b/i;
export const findWhileStill = ({ value }: PageText): string[] => sentencesWith(whileStill, value);

const inField =
  (path: string) =>
  ({ path: at }: CopyString) =>
    at === path;

export const expertiseShapeMoves: AnyMove[] = [
  {
    id: "service-card-two-sentences",
    label: `service card of exactly ${CARD_BAND.sentences} sentences and ${CARD_BAND.minWords}-${CARD_BAND.maxWords} words`,
    families: ["services"],
    scope: inField("cards.description"),
    find: (text) => (isTwoSentenceBandCard(text) ? [text] : []),
  },
  {
    id: "service-hero-formula",
    label: 'service hero title "<noun> built / that / with …"',
    families: ["services"],
    scope: inField("heroTitle"),
    find: (text) => (isHeroFormula(text) ? [text] : []),
  },
  {
    id: "service-intro-general-opening",
    label: "service intro opening on a general truth (no we / our)",
    families: ["services"],
    findOnPage: findGeneralOpening,
  },
  {
    id: "service-tagline-restated",
    label: "service tagline restated in the introduction",
    families: ["services"],
    findOnPage: findTaglineRestated,
  },
  {
    id: "tech-tagline-we",
    label: 'technology tagline opening "We"',
    families: ["technologies"],
    scope: inField("tagline"),
    find: (text) => (/^We\b/.test(text) ? [text] : []),
  },
  {
    id: "keep-ahead-upgrade",
    label: '"How We Keep You Ahead" bullet on upgrades or versions',
    families: ["technologies"],
    findOnPage: bulletsMatching(upgradeBullet),
  },
  {
    id: "keep-ahead-monitoring",
    label: '"How We Keep You Ahead" bullet on monitoring',
    families: ["technologies"],
    findOnPage: bulletsMatching(monitoringBullet),
  },
  {
    id: "keep-ahead-mixed-grammar",
    label: '"How We Keep You Ahead" card mixing noun phrases and sentences',
    families: ["technologies"],
    findOnPage: findMixedGrammar,
  },
  {
    id: "keep-ahead-lint",
    label: '"How We Keep You Ahead" bullet on linting or strict types',
    families: ["technologies"],
    findOnPage: bulletsMatching(lintBullet),
  },
  {
    id: "word-each-heavy",
    label: `page using "each" more than ${EACH_PER_PAGE} times`,
    families: ["services", "technologies", "industries", "case-studies"],
    findOnPage: findEachHeavy,
  },
  {
    id: "word-ahead-of",
    label: 'page using "ahead of"',
    families: ["services", "technologies", "industries", "case-studies"],
    findOnPage: findAheadOf,
  },
  {
    id: "while-still",
    label: 'page using "while … still"',
    families: ["services", "technologies", "industries", "case-studies"],
    findOnPage: findWhileStill,
  },
];
