import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { deferredChunks } from "./paint-first";

export const BUDGET = { js: 145 * 1024, css: 25 * 1024, html: 40 * 1024 } as const;

export type PageWeight = { path: string; html: number; js: number; css: number };

const gzip = (data: Buffer | string) => gzipSync(data).length;

/**
 * The scripts a modern browser loads for a page (noModule polyfills excluded, the chunks it loads after
 * its first paint included) and its stylesheets.
 */
export function assetsOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)]
    .filter((m) => !/\bnoModule\b/i.test(m[0]))
    .map((m) => m[1]!);
  const preloaded = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="script"[^>]*href="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]!);
  return { scripts: [...new Set([...scripts, ...preloaded, ...deferredChunks(html)])], styles: [...new Set(styles)] };
}

/** Gzip weight of a prerendered page in a production build folder (e.g. .next), by its route path. */
export function pageWeight(buildDir: string, route: string): PageWeight {
  const file = path.join(buildDir, "server/app", route === "/" ? "index.html" : `${route.slice(1)}.html`);
  if (!existsSync(file)) throw new Error(`No prerendered HTML for ${route} in ${buildDir}: build first`);
  const html = readFileSync(file, "utf8");
  const asset = (url: string) => readFileSync(path.join(buildDir, "static", url.replace(/^\/_next\/static\//, "")));
  const { scripts, styles } = assetsOf(html);
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzip(asset(url)), 0);
  return { path: route, html: gzip(html), js: sum(scripts), css: sum(styles) };
}

/** Human-readable budget breaches, one per route and kind. */
export function overBudget(weights: PageWeight[]): string[] {
  return weights.flatMap((weight) =>
    (Object.keys(BUDGET) as (keyof typeof BUDGET)[])
      .filter((kind) => weight[kind] > BUDGET[kind])
      .map((kind) => `${weight.path}: ${kind} ${(weight[kind] / 1024).toFixed(1)} KB gzip > ${BUDGET[kind] / 1024} KB`),
  );
}
