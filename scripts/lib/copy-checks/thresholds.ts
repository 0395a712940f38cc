import { EXPERTISE_SHAPE_THRESHOLDS } from "./rules/expertise-shapes";

/** A limit set as a share of the strings the move is counted in, in each family separately. */
export type FamilyShare = { perFamilyShare: number };
/** A limit set as a count, in each family separately. */
export type FamilyCount = { perFamily: number };
/**
 * A limit on the share of a family's pages a shape may appear on (at least one page), in each family
 * separately: the move counts pages, however often the shape occurs on each.
 */
export type FamilyPageShare = { perFamilyPageShare: number };

/** The issue 40 target: no shape on more than a third of a family's pages. */
export const A_THIRD = 1 / 3;

/**
 * The most occurrences of each move before `npm run content:check` fails, site-wide or per family.
 * Each is the count a rewrite reached or the target its issue set; content/STYLE.md gives every
 * check's counts before and after. Raise a threshold only with a reason an editor would accept. The
 * order of the keys is the order of the report.
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
  "tagline-comma-list": { perFamily: 2 },
  "tech-tagline-length": { perFamily: 0 },
  "why-heading-opener": { perFamily: 3 },
  "brand-engagement-start": { perFamily: 3 },
  "why-heading-software-built": { perFamily: 2 },
  "results-restated": 0,
  "word-before": { perFamilyPageShare: A_THIRD },
  "word-every": { perFamilyPageShare: A_THIRD },
  "which-keeps": { perFamilyPageShare: A_THIRD },
  "ends-without": { perFamilyPageShare: A_THIRD },
  "tagline-restated": { perFamilyPageShare: A_THIRD },
  "why-heading-list-opener": { perFamilyPageShare: A_THIRD },
  ...EXPERTISE_SHAPE_THRESHOLDS,
} as const satisfies Record<string, number | FamilyShare | FamilyCount | FamilyPageShare>;

export type MoveId = keyof typeof MOVE_THRESHOLDS;
