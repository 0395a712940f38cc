/**
 * Lighthouse 12 (mobile and desktop presets) in the system Chromium against the production server
 * on loopback. Builds first if there is no build. Prints, per preset, a table of route, the four
 * category scores, LCP, TBT, CLS and transferred bytes, with the minimum and median of each column;
 * every report's JSON goes to bench/results/lighthouse/ (not committed).
 *   npm run bench:lighthouse [-- --routes /,/about --runs 3 --presets mobile,desktop]
 */
import { execFileSync, execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { allPages } from "../content/registry";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.mjs";
import { startProductionServer } from "./lib/production-server.mjs";
import { summarise, type Sample } from "./lib/lighthouse-table";

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const routes = option("routes")?.split(",") ?? allPages.map((page) => page.path);
const runs = Number(option("runs") ?? 3);
const presets = (option("presets") ?? "mobile,desktop").split(",") as ("mobile" | "desktop")[];
const resultsDir = path.resolve(__dirname, "../bench/results/lighthouse");

type LighthouseResult = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

async function main() {
  const buildDir = path.resolve(__dirname, "..", process.env.NEXT_DIST_DIR ?? ".next");
  if (!existsSync(path.join(buildDir, "BUILD_ID"))) execSync("npm run build", { stdio: "inherit" });
  mkdirSync(resultsDir, { recursive: true });
  const { base, stop } = await startProductionServer({ ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    for (const preset of presets) {
      const samples: Sample[] = [];
      for (const route of routes) {
        for (let run = 1; run <= runs; run++) {
          const file = path.join(
            resultsDir,
            `${preset}${route === "/" ? "_home" : route.replace(/\//g, "_")}.${run}.json`,
          );
          // The CLI, not the Node API: tsx's name helpers would leak into the functions Lighthouse runs in the page.
          const args = [
            require.resolve("lighthouse/cli/index.js"),
            base + route,
            `--port=${chrome.port}`,
            "--output=json",
            `--output-path=${file}`,
            "--quiet",
            ...(preset === "desktop" ? ["--preset=desktop"] : []),
          ];
          // Lighthouse now and then loses the trace of a load (NO_NAVSTART); that run is measured again.
          for (let attempt = 1; ; attempt++) {
            try {
              execFileSync(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"] });
              break;
            } catch (error) {
              if (attempt === 3) throw error;
              console.error(`Retrying ${preset} ${route} (run ${run})`);
            }
          }
          const lhr = JSON.parse(readFileSync(file, "utf8")) as LighthouseResult;
          samples.push({
            route,
            performance: lhr.categories["performance"]?.score ?? 0,
            accessibility: lhr.categories["accessibility"]?.score ?? 0,
            bestPractices: lhr.categories["best-practices"]?.score ?? 0,
            seo: lhr.categories["seo"]?.score ?? 0,
            lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
            tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
            cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
            bytes: lhr.audits["total-byte-weight"]?.numericValue ?? 0,
          });
        }
      }
      console.log(`\nLighthouse ${preset}, ${runs} run(s) per route (median per route)`);
      console.log(summarise(samples));
    }
  } finally {
    await chrome.kill();
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
