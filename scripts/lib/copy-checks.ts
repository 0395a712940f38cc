/**
 * Editorial checks on the site's copy: counts of rhetorical moves that, repeated across pages, make
 * the copy read as stamped from one template, house-style slips, over-long paragraphs and taglines,
 * and headings that claim a client base the site cannot show. `npm run content:check` prints the
 * counts and fails when one rises above its threshold in `MOVE_THRESHOLDS`.
 *
 * Most moves look at one string at a time (`Move`). A few need the whole page: its last "why"
 * paragraph, its heading as the template renders it, two fields compared (`PageMove`). Both are
 * counted, reported and failed the same way.
 */
import { families as allFamilies, type Family } from "../../content/registry";
import { site } from "../../content/site";
import { EXPERTISE_SHAPE_THRESHOLDS, expertiseShapeMoves } from "./copy-checks-expertise-shapes";

/** One page's content; `family` is absent for the 404 page and the interface text. */
export type PageText = { page: string; family?: Family; value: unknown };

/**
 * One string of copy, the field it sits under ("tagline", "why", "description"…) and the path of
 * fields to it with array positions left out ("cards.description", "meta.description").
 */
export type CopyString = { key: string; path: string; text: string };

type MoveBase = {
  id: MoveId;
  /** What the move is, as printed in the report. */
  label: string;
  /** Which families' pages the move is counted on (default: every page, and the interface text). */
  families?: readonly Family[];
};

/** A move found in one string at a time. */
export type Move = MoveBase & {
  /** Which strings the move is counted in (default: every string). */
  scope?: (copy: CopyString) => boolean;
  /** Occurrences of the move in one string: the matched phrases, or the whole string when it is the fault. */
  find: (text: string) => string[];
};

/** A move that needs the whole page: each returned string is one occurrence, quoted as it is reported. */
export type PageMove = MoveBase & { findOnPage: (page: PageText) => string[] };

export type AnyMove = Move | PageMove;

/** A limit set as a share of the strings the move is counted in, in each family separately. */
type FamilyShare = { perFamilyShare: number };
/** A limit set as a count, in each family separately. */
type FamilyCount = { perFamily: number };
/**
 * A limit on the share of a family's pages a shape may appear on (at least one page), in each family
 * separately: the move counts pages, however often the shape occurs on each.
 */
type FamilyPageShare = { perFamilyPageShare: number };

/** The issue 40 target: no shape on more than a third of a family's pages. */
const A_THIRD = 1 / 3;

/**
 * The most occurrences of each move across the whole site before `npm run content:check` fails: the
 * counts after the rewrite of issue 21 (23 November 2026), so any regression fails. Before that
 * rewrite the site had: brand pivot 11, "may fit better" 7, ", so" 100, aphorism openings 7, "from
 * day one" 19, knowledge closers 7, "actually" 15, "genuine" 6, "not only" 6, paragraphs over 70
 * words 94, taglines over 35 words 23, house-style slips 28, "rather than" 3, "instead of" 7,
 * ", not" 17. Raise a threshold only with a reason an editor would accept (content/STYLE.md).
 *
 * The template-shape checks of issue 33 §4 (25 November 2026) are set to the issue's targets, so
 * some fail until the industry, service and case-study rewrites land. Counts before (main at
 * 4ad0e84) → when they were added (technologies rewritten; industries, services and case studies
 * unchanged since 4ad0e84):
 * - why-caveat-closer: 7 → 5 pages (technologies 5, industries 0); threshold 5.
 * - why-length-band: technologies 80 → 23 of 80 paragraphs (limit 32), industries 49 of 52 (limit
 *   20); at most 40% of a family's "why" paragraphs.
 * - brand-third-person: 13 → 13 industry pages; target 0.
 * - regulation-watch-bullet: 1 → 1; target 3.
 * - acronym-density: 37 → 34 pages (services 13, technologies 13 → 10, industries 9, case studies
 *   2); 25 is the count outside industries, with none left on industries.
 * - verbless-tagline: 8 → 8 service taglines; target 0.
 * - fragment-then-we: 2 → 2 service cards; target 15.
 * - abc-list: 31 → 19 (services 17, technologies 12 → 0, industries 2); 15 is half the count before.
 * - generated-services-heading: 5 → 5 ("Chatbots services", "Web Apps services"…); target 0.
 * - repeated-promise: 1 → 1 (the home page); threshold 1.
 * - results-restated: 10 → 10 (both case studies); target 0.
 *
 * Added with the industry rewrite of copy-r3:
 * - brand-third-person now also counts the name as a product label ("a feed integration from
 *   Lumora", "built by Lumora", "with Lumora on"): 5 → 0 industry pages; target 0 as before.
 * - tagline-comma-list: hero taglines with four commas or more, per family: industries 6 → 0,
 *   technologies 3 → 0, services 0, case studies 0; at most 2 in each family.
 *
 * Added with the technology tagline and heading pass of r4-tech:
 * - tech-tagline-length: technology taglines over 28 words: 15 → 0; none allowed.
 * - why-heading-opener: "why" headings opening "Why / When / Where": technologies 12 → 1,
 *   industries 0; at most 3 in each family.
 * Added with the industry pass of r4 (the brand mention had become one stamped move):
 * - brand-engagement-start: the agency named in a sentence about how an engagement begins ("the
 *   first thing you will discuss with Lumora", "You start by sending Lumora…"), per family:
 *   industries 9 → 2 (11 of 13 by an editor's reading; "When you bring Lumora in" has no
 *   "first" and is left to the editor), technologies 0; at most 3 in each family.
 * - why-heading-software-built: "<X> software / platforms / agritech built, planned, designed or
 *   shaped …" why headings, per family: industries 7 → 0, technologies 0; at most 2 in each family.
 *
 * Added with issue 40 (copy-a): shapes no sentence repeats but a family does, each allowed on at most
 * a third of a family's pages (at least one). Pages before (main at 048d531) → after copy-a, per
 * family; services and technologies (rewritten by copy-b, then copy-c) counted since copy-c; "top"
 * is not counted yet (see `SHAPE_FAMILIES_PENDING`), its legal pages belong to the launch branch:
 * - word-before ("before"): industries 11 → 3 of 13, case studies 2 → 1 of 2, services 20 → 15
 *   (copy-b) → 5 of 20, technologies 17 → 12 (copy-b) → 5 of 20 (top 6 of 8 pending).
 * - word-every ("every"): industries 12 → 3, case studies 2 → 1, services 17 → 3 (copy-b) → 2,
 *   technologies 16 → 7 (copy-b) → 5 (top 5 pending).
 * - which-keeps (", which keeps"): services 4, technologies 2, industries 0, case studies 2 → 0.
 * - ends-without (a sentence ending "without …" / "with no …"): industries 13 → 4, case studies
 *   2 → 1, services 6 → 0 of 20 (copy-b), technologies 11 → 5 of 20 (copy-b) (top 4 of 8 pending).
 * - tagline-restated: industries 5 → 1, services 5 of 20, technologies 0, case studies 0.
 * - why-heading-list-opener: industries 7 → 3, technologies 0.
 */
export const MOVE_THRESHOLDS = {
  "rather-than": 0,
  "instead-of": 0,
  "comma-not": 0,
  "self-declared-honesty": 0,
  "tell-you-so": 0,
  "limits-announcement": 0,
  "earns-its-place": 0,
  "support-24-7-bullet": 0,
  "handover-bullet": 2,
  "brand-pivot": 0,
  "may-fit-better": 0,
  "so-benefit": 14,
  "aphorism-opening": 0,
  "from-day-one": 0,
  "knowledge-closer": 0,
  actually: 0,
  genuine: 0,
  "not-only": 0,
  "filler-words": 0,
  "long-paragraph": 0,
  "long-tagline": 0,
  "house-style": 0,
  "why-caveat-closer": 5,
  "why-length-band": { perFamilyShare: 0.4 },
  "brand-third-person": 0,
  "regulation-watch-bullet": 3,
  "acronym-density": 25,
  "verbless-tagline": 0,
  "fragment-then-we": 15,
  "abc-list": 15,
  "generated-services-heading": 0,
  "repeated-promise": 1,
  "results-restated": 0,
  "tagline-comma-list": { perFamily: 2 },
  "tech-tagline-length": { perFamily: 0 },
  "why-heading-opener": { perFamily: 3 },
  "brand-engagement-start": { perFamily: 3 },
  "why-heading-software-built": { perFamily: 2 },
  "word-before": { perFamilyPageShare: A_THIRD },
  "word-every": { perFamilyPageShare: A_THIRD },
  "which-keeps": { perFamilyPageShare: A_THIRD },
  "ends-without": { perFamilyPageShare: A_THIRD },
  "tagline-restated": { perFamilyPageShare: A_THIRD },
  "why-heading-list-opener": { perFamilyPageShare: A_THIRD },
  ...EXPERTISE_SHAPE_THRESHOLDS,
} as const satisfies Record<string, number | FamilyShare | FamilyCount | FamilyPageShare>;

export type MoveId = keyof typeof MOVE_THRESHOLDS;

/** A paragraph longer than this many words is split: one idea per paragraph. */
export const MAX_PARAGRAPH_WORDS = 70;
/** Display-size text (hero taglines) longer than this many words is cut. */
export const MAX_TAGLINE_WORDS = 35;

const matches = (pattern: RegExp) => (text: string) => text.match(pattern) ?? [];

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Sentences of a string: split after . ! ? before a capital, and after every : or ;. */
export function sentencesIn(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"‘“(])|(?<=[:;])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const brand = escapeRegExp(site.name);

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

/** URLs, the specification's menu group labels and search keywords are not running text. */
const isRunningText = ({ key }: CopyString) => !/^(?:href|path|slug|group|url|code|keywords)$/.test(key);
const isTagline = ({ key }: CopyString) => /^(?:tagline|heroTagline)$/.test(key);

/** A tagline with this many commas or more is an inventory ("<products> for <customers>, <qualifier>"). */
export const TAGLINE_LIST_COMMAS = 4;
export const commasIn = (text: string) => (text.match(/,/g) ?? []).length;

/** A technology tagline longer than this is an inventory, not one idea (content/STYLE.md: "about 25"). */
export const MAX_TECH_TAGLINE_WORDS = 28;
/** A "why" heading opening on the stock formula ("Why Go suits…", "When Angular is…", "Where TensorFlow…"). */
export const whyHeadingOpener = /^\s*(?:Why|When|Where)\b/;

/** Technology and industry pages: a hero, four "why" paragraphs and three lists of eight bullets. */
const EXPERTISE: readonly Family[] = ["technologies", "industries"];
const SECTION_FAMILIES: readonly Family[] = ["services", "technologies", "industries", "case-studies"];

/**
 * A closing "when not to use it" caveat: the last sentence turns to an alternative or to the
 * condition under which the page's subject is the wrong pick ("a single app starts better on Cloud
 * Run", "we price the same workload on AWS before recommending Azure", "is the better choice").
 */
const caveatAlternative =
  /\b(?:is|are) the (?:better|right|safer|simpler|cheaper)\b|\bnot the right\b|\b(?:a|the) (?:better|simpler|cheaper) (?:fit|choice|option|route|bet|tool|home)\b|\b(?:suggest|recommend)(?:s|ing)?\b|\bchoose\b|\bskip\b|\b(?:reads?|starts?|runs?|costs?|works?|fits?|serves?|suits?|pays? off) (?:better|faster|cheaper|less)\b|\bbelongs? (?:in|on|with) [A-Z]/;
/** A sentence opening on a condition ("If your…", "When a…", "Without…") and comparing. */
const caveatCondition = /^(?:If|When|Unless|Without)\b.*\b(?:better|faster|cheaper|simpler|less|instead|alternative)\b/;

export function findCaveatCloser(why: readonly string[]): string[] {
  const last = why.at(-1) ?? "";
  const sentence = sentencesIn(last).find((s) => caveatAlternative.test(s) || caveatCondition.test(s));
  return sentence ? [sentence] : [];
}

/** "Why" paragraphs this long (inclusive) sit just under the 70-word limit; a family full of them reads as one template. */
export const WHY_BAND = { min: 53, max: MAX_PARAGRAPH_WORDS } as const;

/** The agency named in the third person ("the Lumora team asks") on a page that otherwise says "we". */
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

/** A why heading in the "<X> software built / planned / designed / shaped around …" template. */
export const softwareBuiltHeading =
  /\b(?:software|platforms?|systems?|apps?|agritech)\s+(?:built|planned|designed|shaped)\b/i;

/** A bullet promising to watch regulation change: the industry pages' stock "regulation watch" item. */
const regulationWatch =
  /\bregulatory (?:change|update|horizon)s?\b|\bregulation (?:watch|change)(?:es)?\b|\b(?:track|monitor|watch|follow)(?:s|ed|ing)?\b(?: [\w-]+){0,4}? (?:regulat|legislat)\w*|\blegislative (?:change|update)s?\b|\brule changes?\b|\bchanges? (?:to|in) (?:the )?(?:regulations?|legislation|law)\b|\b(?:draft|upcoming|proposed|new)(?: [\w-]+){0,2} (?:legislation|regulations?|rules)\b/i;

/**
 * Acronyms: words of two capitals or more, digits allowed (GDPR, HL7, B2B, DCB0129), with a plural
 * "s" dropped (CRMs is CRM). In a hyphen or slash compound the all-capital parts count ("ISO 27001"
 * and "ERC-721" count ISO and ERC, "e-CMR" counts CMR), and a compound of acronyms counts once
 * (JSON-LD, CI/CD). Not counted: ".NET" and other names after a dot, Roman numerals, and an
 * allow-list of abbreviations readers of this site take as words: UK, EU, US, AI, API, UX, UI, SEO.
 * "iOS", "SaaS" and "A/B" never count: they do not have two capitals in one word.
 */
export const ACRONYMS_ALLOWED: ReadonlySet<string> = new Set(["UK", "EU", "US", "AI", "API", "UX", "UI", "SEO"]);
/** A page with more distinct acronyms than this in its copy is too dense (content/STYLE.md: "six at most"). */
export const MAX_ACRONYMS_PER_PAGE = 6;
const wordChunk = /(?<![\w.])\w[\w/-]*/g;
const isAcronym = (part: string) => /^(?=(?:\d*[A-Z]){2})[A-Z0-9]+$/.test(part) && !/^[IVX]+$/.test(part);

export function acronymsIn(text: string): string[] {
  const found = (text.match(wordChunk) ?? []).flatMap((chunk) => {
    const parts = chunk.split(/[-/]/).map((part) => part.replace(/(?<=[A-Z\d])s$/, ""));
    const acronyms = parts.filter(isAcronym);
    const whole = parts.length > 1 && acronyms.length === parts.length;
    return whole ? [parts.join(chunk.includes("/") ? "/" : "-")] : acronyms;
  });
  return [...new Set(found.filter((acronym) => !ACRONYMS_ALLOWED.has(acronym)))];
}

export function findAcronymDensity({ value }: PageText): string[] {
  const acronyms = [
    ...new Set(
      copyStrings(value)
        .filter(isRunningText)
        .flatMap(({ text }) => acronymsIn(text)),
    ),
  ];
  return acronyms.length > MAX_ACRONYMS_PER_PAGE ? [`${acronyms.length} acronyms: ${acronyms.join(", ")}`] : [];
}

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

/** "A, B or C": three or more capitalised names or terms in a comma list ending "or X". */
const NAME = "[A-Z][\\w.+#/-]*(?: [A-Z][\\w.+#/-]*)?";
export const abcList = new RegExp(`\\b${NAME}, ${NAME}(?:, ${NAME})* or [A-Z](?:[\\w.+#/-]*[\\w+#])?`, "g");

/**
 * A heading "<label> services" whose label is already plural or already says "services"
 * ("Chatbots services", "Mobile Apps services"): the service page's card heading (its `cardsHeading`,
 * once built from the label) and any other heading in the page's own content.
 */
const pluralWord = (word: string) => /^services$/i.test(word) || (/(?<![siu])s$/i.test(word) && !/ics$/i.test(word));
export function isDoubledServicesHeading(heading: string): boolean {
  const word = /(\S+) services$/i.exec(heading.trim())?.[1];
  return word !== undefined && pluralWord(word);
}
export function findGeneratedServicesHeading({ value }: PageText): string[] {
  return [...new Set([...stringsAt(value, "cardsHeading"), ...headingsOf(value)])].filter(isDoubledServicesHeading);
}

/** Promises a page should make once: the contact section already says "within 24 hours". */
export const PROMISES: readonly RegExp[] = [/\b24 hours\b/gi];
export function findRepeatedPromise({ value }: PageText): string[] {
  const sentences = copyStrings(value)
    .filter(isRunningText)
    .flatMap(({ text }) => sentencesIn(text));
  return PROMISES.flatMap((promise) => {
    const hits = sentences.flatMap((sentence) => (sentence.match(promise) ?? []).map(() => sentence));
    return hits.length > 1 ? [[...new Set(hits)].map((sentence) => `"${sentence}"`).join(" / ")] : [];
  });
}

/** A case study's result figure ("98.5%", "1000+") repeated word for word in its achievements. */
export function findResultsRestated({ value }: PageText): string[] {
  // A bare one-digit count ("5" countries) is too short to call a restatement.
  const figures = stringsAt(value, "results.value").filter((figure) => figure.length > 1 && /\d/.test(figure));
  const achievements = [...stringsAt(value, "businessAchievements"), ...stringsAt(value, "technicalAchievements")];
  return achievements.flatMap((achievement) =>
    figures
      .filter((figure) => new RegExp(`(?<![\\w.,])${escapeRegExp(figure)}(?!\\w)`).test(achievement))
      .map((figure) => `"${achievement}" (${figure})`),
  );
}

/**
 * Families a shape of issue 40 is not counted in yet: their pages are another branch's to rewrite
 * (the legal pages in "top": the launch branch). Take a family out of its list once its count is at
 * the target.
 */
export const SHAPE_FAMILIES_PENDING: Partial<Record<MoveId, readonly Family[]>> = {
  "word-before": ["top"],
  "word-every": ["top"],
  "ends-without": ["top"],
};
const shapeFamilies = (id: MoveId, among: readonly Family[] = allFamilies): Family[] =>
  among.filter((family) => !SHAPE_FAMILIES_PENDING[id]?.includes(family));

/**
 * A sentence that ends on a "without …" or "with no …" phrase of one to seven words ("…can change
 * without a release.", "…with no custom exports."): one such close is a point, a family of them a tic.
 */
const endsWithout = /\b(?:without|with no)\b(?:\s+[^\s,;:]+){1,7}[.!?]?$/i;
export const findEndsWithout = (text: string): string[] =>
  sentencesIn(text).filter((sentence) => endsWithout.test(sentence));

/**
 * A "why" heading that opens with a list of three ("Partner messages, dock slots and routes tested…",
 * "Payment, onboarding and resilience work…"): items of one to three words each.
 */
const ITEM = "[\\w'’-]+(?: [\\w'’-]+){0,2}";
export const listOpenerHeading = new RegExp(`^${ITEM}, ${ITEM},? (?:and|or) `);

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

export const moves: AnyMove[] = [
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
  { id: "brand-pivot", label: `brand pivot ("${site.name} starts there")`, find: findBrandPivots },
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
    id: "aphorism-opening",
    label: `paragraph opening with a short aphorism (≤ ${APHORISM_MAX_WORDS} words)`,
    find: findAphorismOpening,
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
    id: "house-style",
    label: "house-style slip (startup, on-premise, toward…)",
    scope: isRunningText,
    find: findHouseStyleSlips,
  },
  {
    id: "why-caveat-closer",
    label: 'last "why" paragraph closing on a when-not-to-use caveat',
    families: EXPERTISE,
    findOnPage: ({ value }) => findCaveatCloser(stringsAt(value, "why")),
  },
  {
    id: "why-length-band",
    label: `"why" paragraph of ${WHY_BAND.min}-${WHY_BAND.max} words`,
    families: EXPERTISE,
    scope: ({ path }) => path === "why",
    find: (text) => (wordCount(text) >= WHY_BAND.min && wordCount(text) <= WHY_BAND.max ? [text] : []),
  },
  {
    id: "brand-third-person",
    label: `agency named in the third person ("the ${site.name} team") on a "we" page`,
    families: ["industries"],
    findOnPage: findBrandThirdPerson,
  },
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
  {
    id: "acronym-density",
    label: `page with more than ${MAX_ACRONYMS_PER_PAGE} distinct acronyms`,
    families: SECTION_FAMILIES,
    findOnPage: findAcronymDensity,
  },
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
  { id: "abc-list", label: '"A, B or C" list of names', scope: isRunningText, find: matches(abcList) },
  {
    id: "generated-services-heading",
    label: 'heading "<plural> services" ("Chatbots services")',
    families: ["services"],
    findOnPage: findGeneratedServicesHeading,
  },
  {
    id: "repeated-promise",
    label: 'promise repeated on one page ("within 24 hours")',
    findOnPage: findRepeatedPromise,
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
  {
    id: "why-heading-opener",
    label: '"why" heading opening "Why / When / Where"',
    families: EXPERTISE,
    scope: ({ key }) => key === "whyHeading",
    find: (text) => (whyHeadingOpener.test(text) ? [text] : []),
  },
  {
    id: "brand-engagement-start",
    label: `agency named in a sentence about how an engagement begins ("when you first talk to ${site.name}")`,
    families: EXPERTISE,
    scope: isRunningText,
    find: findBrandEngagementStart,
  },
  {
    id: "why-heading-software-built",
    label: 'why heading "<X> software built / planned / designed / shaped …"',
    families: EXPERTISE,
    scope: ({ key }) => key === "whyHeading",
    find: (text) => (softwareBuiltHeading.test(text) ? [text] : []),
  },
  {
    id: "results-restated",
    label: "case-study result figure restated in its achievements",
    families: ["case-studies"],
    findOnPage: findResultsRestated,
  },
  {
    id: "word-before",
    label: 'page using "before"',
    families: shapeFamilies("word-before"),
    scope: isRunningText,
    find: matches(/\bbefore\b/gi),
  },
  {
    id: "word-every",
    label: 'page using "every"',
    families: shapeFamilies("word-every"),
    scope: isRunningText,
    find: matches(/\bevery\b/gi),
  },
  {
    id: "which-keeps",
    label: 'page using ", which keeps"',
    families: shapeFamilies("which-keeps"),
    scope: isRunningText,
    find: matches(/, which keeps\b/gi),
  },
  {
    id: "ends-without",
    label: 'page with a sentence ending "without …" / "with no …"',
    families: shapeFamilies("ends-without"),
    scope: isRunningText,
    find: findEndsWithout,
  },
  {
    id: "tagline-restated",
    label: "hero tagline restated in the body",
    families: shapeFamilies("tagline-restated", SECTION_FAMILIES),
    findOnPage: findTaglineRestated,
  },
  {
    id: "why-heading-list-opener",
    label: '"why" heading opening with a list of three',
    families: EXPERTISE,
    scope: ({ key }) => key === "whyHeading",
    find: (text) => (listOpenerHeading.test(text) ? [text] : []),
  },
  ...expertiseShapeMoves,
];

const BULLET_KEYS = new Set(["thingsWeBuild", "challengesWeSolve", "howWeKeepYouAhead"]);

/** Every string in a page's content with the field it sits under; array items keep the array's key and path. */
export function copyStrings(value: unknown, key = "", path = ""): CopyString[] {
  if (typeof value === "string") return [{ key, path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => copyStrings(item, key, path));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => copyStrings(v, k, path ? `${path}.${k}` : k));
  return [];
}

/** The strings at one path of a page's content ("why", "cards.description", "results.value"). */
export const stringsAt = (value: unknown, path: string): string[] =>
  copyStrings(value)
    .filter((copy) => copy.path === path)
    .map(({ text }) => text);

export type MoveCount = {
  move: AnyMove;
  threshold: number;
  /** Where the threshold applies: "site-wide", "across industries", "in technologies (40% of 80)". */
  limit: string;
  /** Set when the move is counted family by family (a `perFamilyShare` threshold). */
  family?: Family;
  count: number;
  pages: string[];
  /** Occurrences per family ("other" for the 404 page and the interface text). */
  byFamily: Record<string, number>;
  /** Every matched phrase, prefixed with its page, for `--examples`. */
  examples: string[];
};

/** A matched phrase with the sentence it sits in, so a failure names the sentence to rewrite. */
function inSentence(text: string, phrase: string): string {
  const sentence = sentencesIn(text).find((s) => s.includes(phrase));
  return sentence && sentence !== phrase ? `"${sentence}" (${phrase.trim()})` : phrase;
}

const scopedStrings = (move: Move, value: unknown) => copyStrings(value).filter((copy) => move.scope?.(copy) ?? true);

function occurrences(move: AnyMove, page: PageText): string[] {
  if ("findOnPage" in move) return move.findOnPage(page);
  return scopedStrings(move, page.value).flatMap(({ text }) =>
    move.find(text).map((phrase) => inSentence(text, phrase)),
  );
}

/** Counts occurrences, or (`countPages`) the pages with at least one; the examples list every occurrence either way. */
function tally(
  move: AnyMove,
  pages: PageText[],
  threshold: number,
  limit: string,
  family?: Family,
  countPages = false,
): MoveCount {
  const counted: MoveCount = { move, threshold, limit, family, count: 0, pages: [], byFamily: {}, examples: [] };
  for (const page of pages) {
    const found = occurrences(move, page);
    if (!found.length) continue;
    const count = countPages ? 1 : found.length;
    counted.count += count;
    counted.pages.push(page.page);
    const key = page.family ?? "other";
    counted.byFamily[key] = (counted.byFamily[key] ?? 0) + count;
    counted.examples.push(...found.map((match) => `${page.page}: ${match}`));
  }
  return counted;
}

/** "services", "services and industries", "services, technologies and industries". */
const listOf = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

/**
 * How often each move occurs across the given pages' copy: one row per move, or one per family for
 * a move whose threshold is set per family, as a count or as a share of the family's strings (its
 * pages, for a page move).
 */
export function countMoves(pages: PageText[], list: readonly AnyMove[] = moves): MoveCount[] {
  return list.flatMap((move) => {
    const threshold: number | FamilyShare | FamilyCount | FamilyPageShare = MOVE_THRESHOLDS[move.id];
    const families = move.families;
    if (typeof threshold === "number") {
      const counted = families ? pages.filter((p) => p.family && families.includes(p.family)) : pages;
      return [tally(move, counted, threshold, families ? `across ${listOf(families)}` : "site-wide")];
    }
    return (families ?? []).map((family) => {
      const inFamily = pages.filter((p) => p.family === family);
      if ("perFamily" in threshold) return tally(move, inFamily, threshold.perFamily, `in ${family}`, family);
      if ("perFamilyPageShare" in threshold) {
        const max = Math.max(1, Math.floor(threshold.perFamilyPageShare * inFamily.length));
        const share = threshold.perFamilyPageShare === A_THIRD ? "a third" : `${threshold.perFamilyPageShare * 100}%`;
        return tally(move, inFamily, max, `pages in ${family} (${share} of ${inFamily.length})`, family, true);
      }
      const total =
        "findOnPage" in move ? inFamily.length : inFamily.flatMap((p) => scopedStrings(move, p.value)).length;
      const max = Math.floor(threshold.perFamilyShare * total);
      return tally(move, inFamily, max, `in ${family} (${threshold.perFamilyShare * 100}% of ${total})`, family);
    });
  });
}

const rowLabel = ({ move, family }: MoveCount) => (family ? `${move.label} (${family})` : move.label);

/** A plain-text table of the counts against their thresholds, each with the pages it occurs on. */
export function formatMoveTable(counts: MoveCount[]): string {
  const width = Math.max(...counts.map((c) => rowLabel(c).length));
  const indent = " ".repeat(width + 4);
  const rows = counts.map((counted) => {
    const { threshold, count, pages, byFamily } = counted;
    const lines = [
      `${rowLabel(counted).padEnd(width)}  ${String(count).padStart(4)} / ${String(threshold).padEnd(4)} on ${pages.length} page(s)${count > threshold ? "  ✗ over threshold" : ""}`,
    ];
    const split = Object.entries(byFamily);
    if (split.length > 1) lines.push(`${indent}by family: ${split.map(([f, n]) => `${f} ${n}`).join(", ")}`);
    if (pages.length) lines.push(`${indent}${pages.join(", ")}`);
    return lines.join("\n");
  });
  return [`${"construction".padEnd(width)}  count / max`, ...rows].join("\n");
}

/** Why a move over its threshold fails: the rule, then each offending sentence or phrase with its page. */
export function formatMoveFailure(counted: MoveCount): string {
  const { threshold, limit, count, examples } = counted;
  return [
    `rule "${rowLabel(counted)}" allows ${threshold} ${limit} and found ${count}:`,
    ...examples.map((example) => `  - ${example}`),
  ].join("\n");
}

/** Every matched phrase of every move that occurs, one per line, for an editor to work through. */
export function formatMoveExamples(counts: MoveCount[]): string {
  return counts
    .filter(({ examples }) => examples.length)
    .map((counted) => [`\n${rowLabel(counted)}:`, ...counted.examples.map((e) => `  - ${e}`)].join("\n"))
    .join("\n");
}

/** Headings that claim a client base ("why X trust us", "build with us") the site cannot show. */
export const clientClaim =
  /\b(trusts? us|trusted by|rel(?:y|ies) on us|choose us|chose us|build with us|bring (?:their|your) (?:systems|projects|work) to us|partner with us|work with us|clients (?:trust|rely|choose)|(?:brands|companies|teams|leaders|operators) (?:trust|rely on|choose))\b/i;

const HEADING_KEY = /^(heading|title|heroTitle|whyHeading|cardsHeading|eyebrow|formHeading)$/;

/** Every heading-like string in a page's content: hero titles, section headings, why headings. */
export function headingsOf(value: unknown): string[] {
  return copyStrings(value)
    .filter(({ key }) => HEADING_KEY.test(key))
    .map(({ text }) => text);
}

export function headingsClaimingClients(pages: PageText[]): { page: string; heading: string }[] {
  return pages.flatMap(({ page, value }) =>
    headingsOf(value)
      .filter((heading) => clientClaim.test(heading))
      .map((heading) => ({ page, heading })),
  );
}
