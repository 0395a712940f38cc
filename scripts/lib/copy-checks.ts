/**
 * Editorial checks on the site's copy: counts of rhetorical moves that, repeated across pages, make
 * the copy read as stamped from one template, house-style slips, over-long paragraphs and taglines,
 * and headings that claim a client base the site cannot show. `npm run content:check` prints the
 * counts and fails when one rises above its threshold in `MOVE_THRESHOLDS`.
 */
import { site } from "../../content/site";

export type PageText = { page: string; value: unknown };

/** One string of copy and the field it sits under ("tagline", "why", "body"…). */
export type CopyString = { key: string; text: string };

export type Move = {
  id: MoveId;
  /** What the move is, as printed in the report. */
  label: string;
  /** Which strings the move is counted in (default: every string). */
  scope?: (copy: CopyString) => boolean;
  /** Occurrences of the move in one string: the matched phrases, or the whole string when it is the fault. */
  find: (text: string) => string[];
};

/**
 * The most occurrences of each move across the whole site before `npm run content:check` fails: the
 * counts after the rewrite of issue 21 (23 November 2026), so any regression fails. Before that
 * rewrite the site had: brand pivot 11, "may fit better" 7, ", so" 100, aphorism openings 7, "from
 * day one" 19, knowledge closers 7, "actually" 15, "genuine" 6, "not only" 6, paragraphs over 70
 * words 94, taglines over 35 words 23, house-style slips 28, "rather than" 3, "instead of" 7,
 * ", not" 17. Raise a threshold only with a reason an editor would accept (content/STYLE.md).
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
} as const;

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

export const moves: Move[] = [
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
];

const BULLET_KEYS = new Set(["thingsWeBuild", "challengesWeSolve", "howWeKeepYouAhead"]);

/** Every string in a page's content with the field it sits under; array items keep the array's key. */
export function copyStrings(value: unknown, key = ""): CopyString[] {
  if (typeof value === "string") return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => copyStrings(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => copyStrings(v, k));
  return [];
}

export type MoveCount = {
  move: Move;
  threshold: number;
  count: number;
  pages: string[];
  /** Every matched phrase, prefixed with its page, for `--examples`. */
  examples: string[];
};

/** How often each move occurs across the given pages' copy. */
export function countMoves(pages: PageText[], list: Move[] = moves): MoveCount[] {
  return list.map((move) => {
    let count = 0;
    const where: string[] = [];
    const examples: string[] = [];
    for (const { page, value } of pages) {
      // Each match with the sentence it sits in, so a failure names the sentence to rewrite.
      const found = copyStrings(value)
        .filter((copy) => move.scope?.(copy) ?? true)
        .flatMap(({ text }) =>
          move.find(text).map((phrase) => {
            const sentence = sentencesIn(text).find((s) => s.includes(phrase));
            return sentence && sentence !== phrase ? `"${sentence}" (${phrase.trim()})` : phrase;
          }),
        );
      if (found.length) {
        count += found.length;
        where.push(page);
        examples.push(...found.map((match) => `${page}: ${match}`));
      }
    }
    return { move, threshold: MOVE_THRESHOLDS[move.id], count, pages: where, examples };
  });
}

/** A plain-text table of the counts against their thresholds, each with the pages it occurs on. */
export function formatMoveTable(counts: MoveCount[]): string {
  const width = Math.max(...counts.map((c) => c.move.label.length));
  const rows = counts.map(({ move, threshold, count, pages }) => {
    const row = `${move.label.padEnd(width)}  ${String(count).padStart(4)} / ${String(threshold).padEnd(4)} on ${pages.length} page(s)${count > threshold ? "  ✗ over threshold" : ""}`;
    return pages.length ? `${row}\n${" ".repeat(width + 2)}  ${pages.join(", ")}` : row;
  });
  return [`${"construction".padEnd(width)}  count / max`, ...rows].join("\n");
}

/** Why a move over its threshold fails: the rule, then each offending sentence or phrase with its page. */
export function formatMoveFailure({ move, threshold, count, examples }: MoveCount): string {
  return [
    `rule "${move.label}" allows ${threshold} site-wide and found ${count}:`,
    ...examples.map((example) => `  - ${example}`),
  ].join("\n");
}

/** Every matched phrase of every move that occurs, one per line, for an editor to work through. */
export function formatMoveExamples(counts: MoveCount[]): string {
  return counts
    .filter(({ examples }) => examples.length)
    .map(({ move, examples }) => [`\n${move.label}:`, ...examples.map((e) => `  - ${e}`)].join("\n"))
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
