"use client";

import { SITE_LANGUAGE } from "@/lib/shared/language";
import { useBrowserClock } from "./use-browser-clock";

const readable = (day: Date) =>
  day.toLocaleDateString(SITE_LANGUAGE, { year: "numeric", month: "long", day: "numeric" });
const isoDay = (day: Date) => day.toLocaleDateString("sv-SE");

/**
 * Today's date, written the British way like the rest of the page ("4 March 2030" for every reader,
 * whatever their browser's locale). The prerendered HTML carries the build date as a valid `<time>`,
 * which the production server replaces with the day it serves the page (server/dated-pages.mjs), so a
 * reader without script sees today's date too; once React hydrates (after the visitor's first intent:
 * scripts load on intent) it moves to the reader's own day. Hydration keeps the server's date rather
 * than the build's, which the payload still carries.
 */
export function TodayDate({ builtOn }: { builtOn: string }) {
  const built = new Date(builtOn);
  const value = useBrowserClock(readable, readable(built));
  const iso = useBrowserClock(isoDay, built.toISOString().slice(0, 10));
  return (
    <time dateTime={iso} data-testid="last-updated" suppressHydrationWarning>
      {value}
    </time>
  );
}
