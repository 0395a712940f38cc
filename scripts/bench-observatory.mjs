// @ts-check
/**
 * `npm run bench -- observatory [--url http://127.0.0.1:3000/about]`: grades the production server's
 * headers with Mozilla's own HTTP Observatory code (@mdn/mdn-http-observatory), run locally. The grader
 * is installed once into bench/.tools (scripts/lib/bench-tools.mjs; its install script is skipped). Without --url it starts `npm start`'s server from the
 * existing build on a free loopback port. Over plain HTTP the grader's HTTPS tests (redirection, HSTS)
 * cannot pass; the script prints the score with and without them.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { benchTool } from "./lib/bench-tools.mjs";
import { startProductionServer } from "./lib/production-server.mjs";

const HTTPS_ONLY_TESTS = new Set(["redirection", "strict-transport-security"]);

/** The grader, installed on first use; its install script (which downloads Chromium's HSTS preload list) skipped. */
function ensureGrader() {
  const { dir } = benchTool("observatory", { ignoreScripts: true });
  const pkgDir = path.join(dir, "node_modules", "@mdn", "mdn-http-observatory");
  // A loopback host is on no HSTS preload list: an empty one stands in for the download.
  const preload = path.join(pkgDir, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}");
  return pkgDir;
}

/** `npm start`'s server from the existing build, graded at its home page. */
async function startServer() {
  const { base, stop } = await startProductionServer({});
  return { url: `${base}/`, stop };
}

const { values } = parseArgs({ options: { url: { type: "string" } } });
const pkgDir = ensureGrader();
const load = (/** @type {string} */ file) => import(pathToFileURL(path.join(pkgDir, "src", file)).href);
const [{ retrieve }, { ALL_TESTS }, grader] = await Promise.all([
  load("retriever/retriever.js"),
  load("constants.js"),
  load("grader/grader.js"),
]);

const server = values.url ? { url: values.url, stop: () => {} } : await startServer();
try {
  const target = new URL(server.url);
  // The grader's own scan() cannot take a port or path; this is its retrieve-and-test loop with them.
  const requests = await retrieve(target.hostname, {
    httpPort: Number(target.port || 80),
    httpsPort: Number(target.port || 443),
    path: target.pathname,
  });
  if (!requests.responses.auto) throw new Error(`No answer from ${server.url}`);
  /** The grader's rule: bonuses count only once the penalties alone leave an A (90). */
  const total = (/** @type {{ modifier: number }[]} */ results) => {
    const penalties = results.reduce((sum, r) => sum + Math.min(r.modifier, 0), 100);
    return penalties >= 90 ? results.reduce((sum, r) => sum + r.modifier, 100) : penalties;
  };
  const rows = ALL_TESTS.map((test) => {
    const result = test(requests);
    const name = /** @type {string} */ (result.constructor.name);
    return { test: name, result: result.result, pass: result.pass, modifier: grader.getScoreModifier(result.result) };
  });
  const score = total(rows);
  const withoutHttps = total(rows.filter((row) => !HTTPS_ONLY_TESTS.has(row.test)));
  console.table(rows);
  const graded = (/** @type {number} */ s) => grader.getGradeForScore(s);
  const all = graded(score);
  const http = graded(withoutHttps);
  console.log(`\n${server.url}`);
  console.log(`  All tests:                          ${all.score}/100, grade ${all.grade}`);
  console.log(`  HTTPS-only tests aside (plain HTTP): ${http.score}/100, grade ${http.grade}`);
} finally {
  server.stop();
}
