/**
 * Editorial checks on the site's copy: counts of rhetorical moves that, repeated across pages, make
 * the copy read as stamped from one template, and headings that claim a client base the site cannot
 * show. `npm run content:check` prints the counts and fails when one rises above its threshold.
 */
import { collectStrings } from "./shared-sentences";

export type PageText = { page: string; value: unknown };

export type Move = {
  id: string;
  /** What the move is, as printed in the report. */
  label: string;
  pattern: RegExp;
  /** The most occurrences across the whole site before the check fails. */
  threshold: number;
};

/**
 * Thresholds are the counts after the editorial pass of issue 15 (before it: "rather than" 54,
 * "instead of" 25, ", not" 41, honesty 13, "say so" 8, announced limits 14, "earns its place" 4,
 * 24/7 bullets 9, handover bullets 15). A new page may not add another of these without an edit
 * elsewhere, or a deliberate raise of the threshold here.
 */
export const moves: Move[] = [
  { id: "rather-than", label: '"rather than"', pattern: /\brather than\b/gi, threshold: 3 },
  { id: "instead-of", label: '"instead of"', pattern: /\binstead of\b/gi, threshold: 7 },
  { id: "comma-not", label: '", not …" contrast', pattern: /, not\b/gi, threshold: 17 },
  {
    id: "self-declared-honesty",
    label: "self-declared honesty (candid, honest, frank)",
    pattern: /\b(candid(ly|our)?|honest(ly|y)?|frank(ly)?|straight answers?)\b/gi,
    threshold: 0,
  },
  {
    id: "tell-you-so",
    label: '"we will tell you so" / "we say so"',
    pattern: /\b(?:tell you (?:so|plainly)|(?:we|will) say so|says so)\b/gi,
    threshold: 0,
  },
  {
    id: "limits-announcement",
    label: 'announced limits ("X is not always the answer")',
    pattern:
      /\b(?:is not always the (?:right |best )?(?:answer|choice)|(?:is|are) not the answer to everything|there are (?:trade-offs|limits) (?:to weigh|worth stating)|has (?:rough edges|trade-offs)|is the wrong tool|is a poor fit|we are candid|(?:is|are) not our answer|reasons to say no|honest trade-offs|where honesty helps)\b/gi,
    threshold: 0,
  },
  {
    id: "earns-its-place",
    label: '"earn(s) its place"',
    pattern: /\bearn(?:s|ed|ing)? (?:its|their) place\b/gi,
    threshold: 0,
  },
  {
    id: "support-24-7-bullet",
    label: "24/7 support bullet on expertise pages",
    pattern: /24\/7/g,
    threshold: 3,
  },
  {
    id: "handover-bullet",
    label: "handover promise on expertise pages",
    pattern:
      /\b(?:hand(?:over|ed over| over|s over)|knowledge.transfer|own the (?:codebase|platform)|without us|independently|stays? in-house|up to speed|teach your)\b/gi,
    threshold: 3,
  },
];

/** Moves counted only in the three eight-bullet lists of technology and industry pages. */
export const bulletOnlyMoves = new Set(["support-24-7-bullet", "handover-bullet"]);

export type MoveCount = { move: Move; count: number; pages: string[] };

const BULLET_KEYS = ["thingsWeBuild", "challengesWeSolve", "howWeKeepYouAhead"] as const;

function bulletsOf(value: unknown): string[] {
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  return BULLET_KEYS.flatMap((key) => (Array.isArray(record[key]) ? (record[key] as string[]) : []));
}

/** How often each move occurs across the given pages' copy. */
export function countMoves(pages: PageText[], list: Move[] = moves): MoveCount[] {
  return list.map((move) => {
    let count = 0;
    const where: string[] = [];
    for (const { page, value } of pages) {
      const texts = bulletOnlyMoves.has(move.id) ? bulletsOf(value) : collectStrings(value);
      const n = texts.reduce((sum, text) => sum + (text.match(move.pattern)?.length ?? 0), 0);
      if (n) {
        count += n;
        where.push(page);
      }
    }
    return { move, count, pages: where };
  });
}

/** A plain-text table of the counts against their thresholds. */
export function formatMoveTable(counts: MoveCount[]): string {
  const width = Math.max(...counts.map((c) => c.move.label.length));
  const rows = counts.map(
    ({ move, count, pages }) =>
      `${move.label.padEnd(width)}  ${String(count).padStart(4)} / ${String(move.threshold).padEnd(4)} on ${pages.length} page(s)${count > move.threshold ? "  ✗ over threshold" : ""}`,
  );
  return [`${"construction".padEnd(width)}  count / max`, ...rows].join("\n");
}

/** Headings that claim a client base ("why X trust us", "build with us") the site cannot show. */
export const clientClaim =
  /\b(trusts? us|trusted by|rel(?:y|ies) on us|choose us|chose us|build with us|bring (?:their|your) (?:systems|projects|work) to us|partner with us|work with us|clients (?:trust|rely|choose)|(?:brands|companies|teams|leaders|operators) (?:trust|rely on|choose))\b/i;

const HEADING_KEY = /^(heading|title|heroTitle|whyHeading|eyebrow|formHeading)$/;

/** Every heading-like string in a page's content: hero titles, section headings, why headings. */
export function headingsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return HEADING_KEY.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => headingsOf(item));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => headingsOf(v, k));
  return [];
}

export function headingsClaimingClients(pages: PageText[]): { page: string; heading: string }[] {
  return pages.flatMap(({ page, value }) =>
    headingsOf(value)
      .filter((heading) => clientClaim.test(heading))
      .map((heading) => ({ page, heading })),
  );
}
