// @ts-check
/**
 * `npm run check:upgrade`: every check that covers a coupling to Next.js's internals or output
 * (docs/upgrading-nextjs.md lists them), run after changing the `next` version. Runs every step even
 * when one fails, then prints which passed, so one run shows everything an upgrade broke.
 * Needs Chromium; rewrites tests/fixtures/next-build-about.html from a real `next build` (commit it
 * with the upgrade if the load-on-intent test passes against it).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
/** lib/articles/paths.ts's NOTHING_TO_BUILD: the name of the placeholder route a static export must not keep. */
const NOTHING_TO_BUILD = "_nothing-to-build";

/** @typedef {{ covers: string, run: () => boolean }} Step */

/** A command that passes or fails. @param {string} program @param {string[]} args @param {Record<string, string>} [env] */
const command =
  (program, args, env = {}) =>
  () =>
    spawnSync(program, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status === 0;
/** @param {string[]} args @param {Record<string, string>} [env] */
const npx = (args, env) => command("npx", args, env);

/**
 * A static export of the real content (no published article: the list's page 2, tag pages and image
 * routes have no params) must build, using the placeholder of lib/articles/static-params.ts, and keep none
 * of it in out/.
 */
function staticExportWithoutArticles() {
  const built = npx(["tsx", "scripts/build-static.ts"], {
    SITE_URL: "https://www.lumora.example",
    NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.collector.example/f/lumora-enquiries",
  })();
  if (!built) return false;
  const out = path.join(root, "out");
  const left = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((entry) =>
    entry.includes(NOTHING_TO_BUILD),
  );
  if (left.length) console.error(`The static export kept the placeholder route: ${left.join(", ")}`);
  const listed = existsSync(path.join(out, "articles.html"));
  if (!listed) console.error("The static export has no articles.html");
  return left.length === 0 && listed;
}

/** @type {Step[]} */
const STEPS = [
  {
    covers:
      "the chunk tags and React payload scripts Next.js writes: tests/fixtures/next-build-about.html from a real next build",
    run: command("npm", ["run", "fixture:load-on-intent"]),
  },
  {
    covers:
      "lint (eslint-config-next), types against Next's, every unit test: the rewrite against that fixture, the header rules",
    run: command("npm", ["run", "test:quick"]),
  },
  {
    covers:
      "a fresh production build (the post-build rewrite stops it on an unknown shape) served by server/index.mjs: " +
      "the custom server API, the first request that starts instrumentation, the externals, the .node.ts routes, " +
      "the build folders, CSP hashes of server/app pages, live text, Cache-Control under next start, loading on " +
      "intent and React's script deduplication, the form, metrics",
    run: () => {
      rmSync(path.join(root, ".next-e2e", ".build-complete"), { force: true });
      return npx([
        "playwright",
        "test",
        "tests/http/",
        "tests/browser/loading.spec.ts",
        "tests/browser/contact-form.spec.ts",
        "tests/browser/security.spec.ts",
        "tests/browser/live-text.spec.ts",
        "tests/browser/not-found.spec.ts",
        "tests/browser/operations.spec.ts",
      ])();
    },
  },
  {
    covers: "compile hints on every chunk and script bytes per route (the build from the step before)",
    run: npx(["vitest", "run", "tests/page-weight"]),
  },
  {
    covers: "the static-params placeholder of a static export with no published article",
    run: staticExportWithoutArticles,
  },
  {
    covers: "the static export (output: export, no .node.ts routes, meta CSP, the articles engine)",
    run: npx(["playwright", "test", "-c", "playwright.static.config.ts"]),
  },
];

const results = STEPS.map((step, index) => {
  console.log(`\n▶ check:upgrade ${index + 1}/${STEPS.length}: ${step.covers}\n`);
  const started = Date.now();
  const passed = step.run();
  return { ...step, passed, seconds: Math.round((Date.now() - started) / 1000) };
});

console.log("\ncheck:upgrade");
for (const { covers, passed, seconds } of results) console.log(`${passed ? "✓" : "✗"} ${covers} (${seconds} s)`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
