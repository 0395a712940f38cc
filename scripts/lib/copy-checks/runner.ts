/**
 * Editorial checks on the site's copy: counts of rhetorical moves that, repeated across pages, make
 * the copy read as stamped from one template, house-style slips, over-long paragraphs and taglines,
 * and headings that claim a client base the site cannot show. The rules live in rules/, one file per
 * kind; this runner counts them against `MOVE_THRESHOLDS` and formats the report that
 * `npm run content:check` prints.
 *
 * Most moves look at one string at a time (`Move`). A few need the whole page: its last "why"
 * paragraph, its heading as the template renders it, two fields compared (`PageMove`). Both are
 * counted, reported and failed the same way.
 */
import type { Family } from "../../../content/registry";
import { brandMoves } from "./rules/brand";
import { expertiseShapeMoves } from "./rules/expertise-shapes";
import { familyShapeMoves } from "./rules/family-shapes";
import { grammarMoves } from "./rules/grammar";
import { headingMoves } from "./rules/headings";
import { houseStyleMoves } from "./rules/house-style";
import { lengthMoves } from "./rules/length";
import { pageFactMoves } from "./rules/page-facts";
import { phraseMoves } from "./rules/phrases";
import {
  A_THIRD,
  MOVE_THRESHOLDS,
  type FamilyCount,
  type FamilyPageShare,
  type FamilyShare,
  type MoveId,
} from "./thresholds";
import type { AnyMove, Move, PageText } from "./types";
import { copyStrings, sentencesIn } from "./text";

const rules: AnyMove[] = [
  ...phraseMoves,
  ...brandMoves,
  ...houseStyleMoves,
  ...lengthMoves,
  ...grammarMoves,
  ...headingMoves,
  ...pageFactMoves,
  ...familyShapeMoves,
  ...expertiseShapeMoves,
];
const reportOrder = Object.keys(MOVE_THRESHOLDS) as MoveId[];

/** Every rule, in the order of `MOVE_THRESHOLDS` (the report's order). */
export const moves: AnyMove[] = [...rules].sort((a, b) => reportOrder.indexOf(a.id) - reportOrder.indexOf(b.id));

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
