/** Checks that read a whole page: its closing caveat, its acronyms, a repeated promise, restated results. */
import type { AnyMove, PageText } from "../types";
import { copyStrings, escapeRegExp, EXPERTISE, isRunningText, SECTION_FAMILIES, sentencesIn, stringsAt } from "../text";

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

export const pageFactMoves: AnyMove[] = [
  {
    id: "why-caveat-closer",
    label: 'last "why" paragraph closing on a when-not-to-use caveat',
    families: EXPERTISE,
    findOnPage: ({ value }) => findCaveatCloser(stringsAt(value, "why")),
  },
  {
    id: "acronym-density",
    label: `page with more than ${MAX_ACRONYMS_PER_PAGE} distinct acronyms`,
    families: SECTION_FAMILIES,
    findOnPage: findAcronymDensity,
  },
  {
    id: "repeated-promise",
    label: 'promise repeated on one page ("within 24 hours")',
    findOnPage: findRepeatedPromise,
  },
  {
    id: "results-restated",
    label: "case-study result figure restated in its achievements",
    families: ["case-studies"],
    findOnPage: findResultsRestated,
  },
];
