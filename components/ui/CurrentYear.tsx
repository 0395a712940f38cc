"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** The visitor's current year, so the copyright line is right after New Year without a rebuild. */
export function CurrentYear({ fallback }: { fallback: number }) {
  const year = useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => fallback);
  return <span data-testid="current-year">{year}</span>;
}
