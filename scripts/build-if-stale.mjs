// @ts-check
/**
 * Builds the browser tests' server (`npm run build` into NEXT_DIST_DIR) unless the last complete build
 * there is newer than every source it is made from. CI always builds. Used by playwright.config.ts, so
 * running one spec while working reuses a fresh build instead of rebuilding.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILD_FOLDER } from "../platform/build-folders.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.join(root, process.env.NEXT_DIST_DIR || BUILD_FOLDER);
const marker = path.join(distDir, ".build-complete");
const SOURCES = [
  "app",
  "components",
  "content",
  "lib",
  "platform",
  "public",
  "scripts/lib",
  "scripts/optimise-build.ts",
];
const FILES = ["next.config.ts", "package-lock.json", "postcss.config.mjs", "tsconfig.json", "instrumentation.ts"];

/** @param {string} entry */
function newest(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(full, { recursive: true, encoding: "utf8" }))
    latest = Math.max(latest, statSync(path.join(full, name)).mtimeMs);
  return latest;
}

const sourcesChanged = Math.max(...[...SOURCES, ...FILES].map(newest));
const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
if (process.env.CI || built < sourcesChanged) {
  execSync("npm run build", { cwd: root, stdio: "inherit" });
  writeFileSync(marker, new Date().toISOString());
} else {
  console.log(`Reusing the build in ${path.relative(root, distDir)}: newer than every source.`);
}
