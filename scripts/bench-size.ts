/**
 * Page weight of the production build, per route: the script Chromium downloads during a load with
 * no interaction and in all once the first intent has hydrated the page (gzip bodies, on a phone and a
 * desktop viewport, loader-injected and idle-time chunks included), and the gzip HTML and CSS; against
 * the budget; plus the font.
 * Usage: npm run build && npm run bench -- size [--dir .next] [--routes /,/about] [--scripts]
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { allPages } from "../content/registry";
import { list } from "./lib/cli-options";
import { BUDGET, documentWeight, overBudget } from "./lib/page-weight";
import { measureScriptTransfer } from "./lib/script-transfer";

const { values } = parseArgs({
  options: { dir: { type: "string" }, routes: { type: "string" }, scripts: { type: "boolean" } },
});
const buildDir = values.dir ?? process.env.NEXT_DIST_DIR ?? ".next";
const routes = list(values.routes) ?? allPages.map((page) => page.path);
const listScripts = values.scripts ?? false;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const loads = await measureScriptTransfer(buildDir, routes);
  const weights = routes.map((route) => {
    const of = (viewport: string) => loads.find((load) => load.route === route && load.viewport === viewport)!;
    return { path: route, ...documentWeight(buildDir, route), mobile: of("mobile"), desktop: of("desktop") };
  });
  const all = weights.map((w) => ({
    ...w,
    js: Math.max(w.mobile.js, w.desktop.js),
    interactiveJs: Math.max(w.mobile.interactiveJs, w.desktop.interactiveJs),
  }));
  console.log(
    "route".padEnd(40),
    "html".padStart(9),
    "css".padStart(9),
    "js at load".padStart(11),
    "js phone*".padStart(10),
    "js desktop*".padStart(12),
    "scripts*".padStart(9),
  );
  for (const w of all) {
    console.log(
      w.path.padEnd(40),
      kb(w.html).padStart(9),
      kb(w.css).padStart(9),
      kb(w.js).padStart(11),
      kb(w.mobile.interactiveJs).padStart(10),
      kb(w.desktop.interactiveJs).padStart(12),
      String(w.mobile.scripts.length).padStart(9),
    );
    if (listScripts)
      for (const s of w.mobile.scripts)
        console.log(`    ${kb(s.bytes).padStart(9)}  ${s.afterIntent ? "after intent" : "at load     "}  ${s.url}`);
  }
  console.log("* once the first intent (a key press) has hydrated the page");
  for (const kind of ["html", "css", "js", "interactiveJs"] as const) {
    const values = all.map((w) => w[kind]);
    console.log(
      `${kind.padEnd(13)} min ${kb(Math.min(...values))}  median ${kb(median(values))}  max ${kb(Math.max(...values))}  budget ${kb(BUDGET[kind])}`,
    );
  }
  const media = path.join(buildDir, "static/media");
  for (const font of readdirSync(media).filter((f) => f.endsWith(".woff2")))
    console.log(`font  ${font}  ${kb(statSync(path.join(media, font)).size)}`);
  const breaches = overBudget(all);
  console.log(breaches.length ? `over budget:\n  ${breaches.join("\n  ")}` : "every route within budget");
  if (breaches.length) process.exitCode = 1;
}

void main();
