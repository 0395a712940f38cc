"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const today = () => new Date().toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });

/** Today's date in the visitor's locale, computed in the browser on the day they read the page. */
export function TodayDate() {
  const value = useSyncExternalStore(subscribe, today, () => "");
  const iso = useSyncExternalStore(subscribe, () => new Date().toLocaleDateString("sv-SE"), () => "");
  return (
    <time dateTime={iso || undefined} data-testid="last-updated" suppressHydrationWarning>
      {value}
    </time>
  );
}
