import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startProductionServer } from "@/scripts/lib/production-server.mjs";
import { E2E_BUILD_FOLDER } from "@/platform/build-folders.mjs";
import { ENGINES, ENGINES_REQUIRED, skippedEngines } from "./browsers/availability";

// The production build the Chromium suite made (npm test runs this suite after it); built when missing.
const distDir = process.env.E2E_DIST_DIR ?? E2E_BUILD_FOLDER;

declare module "vitest" {
  export interface ProvidedContext {
    engineBase: string;
    failingEngineBase: string;
  }
}

/**
 * Two production servers from one build: a working one, and one whose inbox store cannot be opened.
 * Says first and last which engine suites this machine cannot run; with none runnable, builds nothing.
 */
export default async function setup(project: TestProject) {
  const skipped = skippedEngines();
  if (skipped.length && ENGINES_REQUIRED)
    throw new Error(`TEST_ENGINES_REQUIRED=1 but a browser engine is missing:\n${skipped.join("\n")}`);
  const report = () => skipped.forEach((line) => console.warn(line));
  report();
  if (skipped.length === Object.keys(ENGINES).length) return report;

  if (!existsSync(path.join(distDir, "BUILD_ID")) || process.env.ENGINES_BUILD === "1")
    execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: distDir } });

  const dataDir = mkdtempSync(path.join(tmpdir(), "lumora-engines-"));
  const shared = { NEXT_DIST_DIR: distDir, DATABASE_URL: "", ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" };
  const working = await startProductionServer({ ...shared, ENQUIRY_DATA_DIR: dataDir });
  const failing = await startProductionServer({ ...shared, ENQUIRY_DATA_DIR: "/dev/null/no-such-dir" }).catch(
    (error: unknown) => {
      working.stop();
      throw error;
    },
  );
  project.provide("engineBase", working.base);
  project.provide("failingEngineBase", failing.base);
  return () => {
    working.stop();
    failing.stop();
    rmSync(dataDir, { recursive: true, force: true });
    report();
  };
}
