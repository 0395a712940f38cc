"use client";

import { useBrowserClock } from "./use-browser-clock";

const readable = (now: Date) => now.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
const isoDay = (now: Date) => now.toLocaleDateString("sv-SE");

/** Today's date in the visitor's locale, computed in the browser on the day they read the page. */
export function TodayDate() {
  const value = useBrowserClock(readable, "");
  const iso = useBrowserClock(isoDay, "");
  return (
    <time dateTime={iso || undefined} data-testid="last-updated">
      {value}
    </time>
  );
}
