import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Gzip bytes per route. `js` is what a browser transfers during a load with no interaction and
 * `interactiveJs` what it has transferred once the visitor first reaches for a control and React has
 * hydrated, both measured in Chromium (scripts/lib/script-transfer.ts), so no loader can hide script
 * from them; HTML and CSS are read from the build. React and the Next.js runtime alone are ~128 KB.
 * `interactiveJs` includes React's payload for the page (what hydration reads, 6–17 KB), a script of
 * its own since the build moved it out of the HTML: the HTML's budget fell by more than that. The HTML
 * carries the hero's art as inline SVG (0.6–4.4 KB gzip): it counts here.
 */
export const BUDGET = { js: 130 * 1024, interactiveJs: 165 * 1024, css: 25 * 1024, html: 25 * 1024 } as const;

export type PageWeight = { path: string; html: number; js: number; interactiveJs: number; css: number };

const gzip = (data: Buffer | string) => gzipSync(data).length;

/** The stylesheets a page links. */
export function stylesOf(html: string): string[] {
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]!);
  return [...new Set(styles)];
}

/** Gzip weight of a prerendered page's HTML and CSS in a production build folder (e.g. .next), by its route path. */
export function documentWeight(buildDir: string, route: string): { html: number; css: number } {
  const file = path.join(buildDir, "server/app", route === "/" ? "index.html" : `${route.slice(1)}.html`);
  if (!existsSync(file)) throw new Error(`No prerendered HTML for ${route} in ${buildDir}: build first`);
  const html = readFileSync(file, "utf8");
  const asset = (url: string) => readFileSync(path.join(buildDir, "static", url.replace(/^\/_next\/static\//, "")));
  return { html: gzip(html), css: stylesOf(html).reduce((total, url) => total + gzip(asset(url)), 0) };
}

/** Human-readable budget breaches, one per route and kind, naming the route and the bytes. */
export function overBudget(weights: PageWeight[]): string[] {
  return weights.flatMap((weight) =>
    (Object.keys(BUDGET) as (keyof typeof BUDGET)[])
      .filter((kind) => weight[kind] > BUDGET[kind])
      .map((kind) => `${weight.path}: ${kind} ${(weight[kind] / 1024).toFixed(1)} KB gzip > ${BUDGET[kind] / 1024} KB`),
  );
}
