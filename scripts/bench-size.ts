/**
 * Page weight of the production build: gzip bytes of HTML, of the JavaScript a modern browser
 * loads first (noModule polyfills excluded) and of CSS, for every route, against the budget; plus
 * the font. Usage: npm run build && npm run bench:size [-- --dir .next]
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { allPages } from "../content/registry";
import { BUDGET, overBudget, pageWeight } from "./lib/page-weight";

const dirFlag = process.argv.indexOf("--dir");
const buildDir = dirFlag > 0 ? process.argv[dirFlag + 1]! : (process.env.NEXT_DIST_DIR ?? ".next");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const weights = allPages.map((page) => pageWeight(buildDir, page.path));
console.log("route".padEnd(40), "html".padStart(9), "js".padStart(9), "css".padStart(9));
for (const w of weights)
  console.log(w.path.padEnd(40), kb(w.html).padStart(9), kb(w.js).padStart(9), kb(w.css).padStart(9));
for (const kind of ["html", "js", "css"] as const) {
  const values = weights.map((w) => w[kind]);
  console.log(
    `${kind.padEnd(5)} min ${kb(Math.min(...values))}  median ${kb(median(values))}  max ${kb(Math.max(...values))}  budget ${kb(BUDGET[kind])}`,
  );
}
const media = path.join(buildDir, "static/media");
for (const font of readdirSync(media).filter((f) => f.endsWith(".woff2")))
  console.log(`font  ${font}  ${kb(statSync(path.join(media, font)).size)}`);
const breaches = overBudget(weights);
console.log(breaches.length ? `over budget:\n  ${breaches.join("\n  ")}` : "every route within budget");
