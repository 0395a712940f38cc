// @ts-check
import { livePage } from "./live-text.mjs";
import { prerenderedPages } from "./page-hashes.mjs";

/** The "Last updated" line as React renders components/enhancements/TodayDate.tsx. */
const LAST_UPDATED = /(<time dateTime=")\d{4}-\d{2}-\d{2}(" data-testid="last-updated">)[^<]*(<\/time>)/;

/**
 * The page with its "Last updated" date set to `day` (UTC), written as the page's language writes dates,
 * so a reader whose page has not loaded its script (scripts load on intent) still sees today's date.
 * @param {string} html
 * @param {Date} day
 */
export function withLastUpdated(html, day) {
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? "en-GB";
  const readable = day.toLocaleDateString(lang, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return html.replace(LAST_UPDATED, `$1${day.toISOString().slice(0, 10)}$2${readable}$3`);
}

/**
 * Serves the pages that show a "Last updated" date with today's, filled once a day. Each starts from the page
 * as this server would otherwise serve it: its entry in `filled` (live text filled), else the build's HTML.
 * @param {string} root Next's server/app folder
 * @param {Map<string, import("./live-text.mjs").LivePage>} filled
 */
export function datedPages(root, filled) {
  /** @type {Map<string, string>} */
  const templates = new Map();
  for (const { route, html: built } of prerenderedPages(root)) {
    if (route.startsWith("/_")) continue;
    const html = filled.get(route)?.html.toString("utf8") ?? built;
    if (LAST_UPDATED.test(html)) templates.set(route, html);
  }
  /** @type {Map<string, { day: string, page: import("./live-text.mjs").LivePage }>} */
  const today = new Map();
  return {
    routes: [...templates.keys()],
    /**
     * The page for `route` as of `now`, or undefined when it shows no date.
     * @param {string} route
     * @param {Date} now
     */
    get(route, now) {
      const template = templates.get(route);
      if (template === undefined) return undefined;
      const day = now.toISOString().slice(0, 10);
      const cached = today.get(route);
      if (cached?.day === day) return cached.page;
      const page = livePage(withLastUpdated(template, now));
      today.set(route, { day, page });
      return page;
    },
  };
}
