/**
 * Regenerates the load-on-intent test's fixture from what Next.js really writes: runs `next build`
 * (without the post-build rewrite) into a throwaway folder and copies the prerendered /about page.
 *   npm run fixture:load-on-intent      (after upgrading Next.js; then run the unit test)
 */
import { execSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { FIXTURE_BUILD_FOLDER } from "../platform/build-folders.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = FIXTURE_BUILD_FOLDER;
const fixture = path.join(root, "tests/fixtures/next-build-about.html");

execSync("npx next build", {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
});
mkdirSync(path.dirname(fixture), { recursive: true });
copyFileSync(path.join(root, distDir, "server/app/about.html"), fixture);
rmSync(path.join(root, distDir), { recursive: true, force: true });
console.log(`Wrote ${path.relative(root, fixture)} from a fresh next build`);
