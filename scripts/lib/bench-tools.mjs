// @ts-check
/**
 * Tools only the benchmarks use (Lighthouse and its launcher, the load generator, Mozilla's HTTP
 * Observatory grader) are not in package.json: each is installed from the npm registry on its first
 * use into bench/.tools/<tool> (git-ignored), so `npm install` stays free of them.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "../..");

/** Each tool's packages, at the versions the figures in docs/performance.md were measured with. */
export const BENCH_TOOLS = {
  lighthouse: ["lighthouse@12.8.2", "chrome-launcher@1.2.1"],
  autocannon: ["autocannon@8.0.0"],
  observatory: ["@mdn/mdn-http-observatory@1"],
};

/** @param {string} spec name@version */
const split = (spec) => {
  const at = spec.lastIndexOf("@");
  return { name: spec.slice(0, at), version: spec.slice(at + 1) };
};

/**
 * Installs a tool's packages into bench/.tools/<tool> unless that exact version is there already;
 * answers the folder, and functions that resolve and import modules from it.
 * @param {keyof typeof BENCH_TOOLS} tool
 * @param {{ ignoreScripts?: boolean }} [options] ignoreScripts: skip the packages' install scripts
 */
export function benchTool(tool, { ignoreScripts = false } = {}) {
  const dir = path.join(root, "bench", ".tools", tool);
  const packages = BENCH_TOOLS[tool];
  const present = packages.every((spec) => {
    const { name, version } = split(spec);
    const manifest = path.join(dir, "node_modules", name, "package.json");
    if (!existsSync(manifest)) return false;
    const installed = JSON.parse(readFileSync(manifest, "utf8")).version;
    return installed === version || installed.startsWith(`${version}.`);
  });
  if (!present) {
    console.log(`Installing ${packages.join(", ")} into bench/.tools/${tool} (once)…`);
    mkdirSync(dir, { recursive: true });
    const flags = ["--no-audit", "--no-fund", "--no-save", ...(ignoreScripts ? ["--ignore-scripts"] : [])];
    execFileSync("npm", ["install", "--prefix", dir, ...flags, ...packages], { stdio: "inherit" });
  }
  const require = createRequire(path.join(dir, "index.js"));
  return {
    dir,
    /** @param {string} specifier */
    resolve: (specifier) => require.resolve(specifier),
    /** @param {string} specifier */
    import: (specifier) => import(pathToFileURL(require.resolve(specifier)).href),
  };
}
