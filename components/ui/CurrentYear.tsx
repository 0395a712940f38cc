"use client";

import { useBrowserClock } from "./use-browser-clock";

/** The visitor's current year, so the copyright line is right after New Year without a rebuild. */
export function CurrentYear({ fallback }: { fallback: number }) {
  const year = useBrowserClock((now) => now.getFullYear(), fallback);
  return <span data-testid="current-year">{year}</span>;
}
