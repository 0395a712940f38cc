import type { Family } from "../../../content/registry";
import type { MoveId } from "./thresholds";

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
