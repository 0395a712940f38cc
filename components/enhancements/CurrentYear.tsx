"use client";

import { useBrowserClock } from "./use-browser-clock";

/**
 * The year: the build's in the HTML, the visitor's own once React hydrates (after the first intent),
 * so a hydrated page is right after New Year without a rebuild.
 */
export function CurrentYear({ fallback }: { fallback: number }) {
  const year = useBrowserClock((now) => now.getFullYear(), fallback);
  return <span data-testid="current-year">{year}</span>;
}
