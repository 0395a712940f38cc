"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * A value read from the visitor's clock. The prerendered HTML carries `fallback`; hydration swaps in
 * the browser's value, so dates are right on the day the page is read, not the day it was built.
 */
export function useBrowserClock<T>(read: (now: Date) => T, fallback: T): T {
  return useSyncExternalStore(
    subscribe,
    () => read(new Date()),
    () => fallback,
  );
}
