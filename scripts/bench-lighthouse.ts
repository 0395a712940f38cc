/**
 * Lighthouse 12 (mobile and desktop presets) in the system Chromium against the production server
 * on loopback. Builds first if there is no build. Prints, per preset, a table of route, the four
 * category scores, FCP, LCP, LCP − FCP, the longest main-thread task, TBT, CLS and transferred bytes
 * (each route's median), with the worst and the median of each column;
 * every report's JSON goes to bench/results/lighthouse/ (not committed).
 *   npm run bench -- lighthouse [--routes /,/about --runs 3 --presets mobile,desktop]
 * With `--base <url>[,<url>…]` it measures servers already running instead of starting this build: with
 * two or more, each run visits them in turn (A, B, A, B…) so a before/after comparison shares the
 * machine's moods, and it prints one table per server. With `--http2` every server is measured through an
 * HTTPS + HTTP/2 proxy on loopback (scripts/lib/http2-proxy.mjs), as a public launch serves it behind a TLS proxy
 * or CDN. With `--control` a blank page (scripts/lib/control-page.mjs) is measured in turn with the others, at the
 * same routes, so the table shows what the tool and the machine report for a page with nothing on it.
 * Lighthouse and chrome-launcher are installed into bench/.tools on first use (scripts/lib/bench-tools.mjs).
 */
import { execFile, execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { allPages } from "../content/registry";
import { benchTool } from "./lib/bench-tools.mjs";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.mjs";
import { list, wholeNumber } from "./lib/cli-options";
import { loopbackCertificate, startHttp2Proxy } from "./lib/http2-proxy.mjs";
import { startControlServer } from "./lib/control-page.mjs";
import { startProductionServer } from "./lib/production-server.mjs";
import { MOBILE_TARGETS, longTaskRuns, missedTargets, summarise, type Sample } from "./lib/lighthouse-table";

const { values } = parseArgs({
  options: {
    routes: { type: "string" },
    runs: { type: "string" },
    presets: { type: "string" },
    base: { type: "string" },
    http2: { type: "boolean", default: false },
    control: { type: "boolean", default: false },
  },
});
const routes = list(values.routes) ?? allPages.map((page) => page.path);
const runs = wholeNumber(values.runs, "runs", 3);
const presets = list(values.presets) ?? ["mobile", "desktop"];
for (const preset of presets)
  if (preset !== "mobile" && preset !== "desktop") throw new Error(`--presets: mobile or desktop, not "${preset}"`);
const bases = list(values.base);
const tool = benchTool("lighthouse");

/** The part of chrome-launcher's API this uses (it is not a dependency, so its types are not installed). */
type ChromeLauncher = {
  launch(options: { chromePath?: string; chromeFlags: string[] }): Promise<{ port: number; kill(): unknown }>;
};
const resultsDir = path.resolve(__dirname, "../bench/results/lighthouse");

type LighthouseResult = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: { duration?: number }[] } } | undefined>;
};

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const server = bases ? undefined : await startOwnServer();
  const control = values.control ? await startControlServer() : undefined;
  const origins = [...(bases ?? [server!.base]), ...(control ? [control.base] : [])];
  const tls = values.http2 ? loopbackCertificate() : undefined;
  const proxies = tls ? await Promise.all(origins.map((origin) => startHttp2Proxy(origin, tls))) : [];
  const targets = tls ? proxies.map((proxy) => proxy.base) : origins;
  const chromeLauncher = (await tool.import("chrome-launcher")) as ChromeLauncher;
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      "--headless=new",
      ...CHROMIUM_ARGS,
      ...(tls ? [`--ignore-certificate-errors-spki-list=${tls.spkiHash}`] : []),
    ],
  });
  try {
    for (const preset of presets) {
      const samples = targets.map((): Sample[] => []);
      for (const route of routes) {
        for (let run = 1; run <= runs; run++) {
          for (const [index, base] of targets.entries()) {
            const name = `${preset}${route === "/" ? "_home" : route.replace(/\//g, "_")}.${run}`;
            const file = path.join(resultsDir, targets.length > 1 ? `${name}.${index + 1}.json` : `${name}.json`);
            samples[index]!.push(await measure(base + route, chrome.port, preset, file, route));
          }
        }
      }
      for (const [index, base] of targets.entries()) {
        const through = tls ? `${origins[index]} through HTTP/2 on ${base}` : base;
        const isControl = control !== undefined && index === targets.length - 1;
        const where = isControl ? ` on the control page (blank) at ${through}` : bases || tls ? ` on ${through}` : "";
        console.log(`\nLighthouse ${preset}, ${runs} run(s) per route (median per route)${where}`);
        console.log(summarise(samples[index]!));
        if (preset === "mobile") console.log(targetLine(samples[index]!));
        console.log(longTaskRuns(samples[index]!));
      }
    }
  } finally {
    await chrome.kill();
    for (const proxy of proxies) proxy.stop();
    server?.stop();
    control?.stop();
  }
}

function targetLine(samples: Sample[]) {
  const { performance, tbt, lcp, lcpAfterFcp, longestTask } = MOBILE_TARGETS;
  const targets = `Performance ≥ ${performance * 100}, TBT ≤ ${tbt} ms, LCP ≤ ${lcp / 1000} s, LCP − FCP ≤ ${lcpAfterFcp} ms, no task over ${longestTask} ms, CLS 0`;
  const missed = missedTargets(samples);
  const routes = new Set(samples.map((s) => s.route)).size;
  return missed.length
    ? `Targets (${targets}) missed on ${missed.length} of ${routes} route(s):\n  ${missed.join("\n  ")}`
    : `Targets (${targets}) met on all ${routes} route(s)`;
}

async function startOwnServer() {
  const buildDir = path.resolve(__dirname, "..", process.env.NEXT_DIST_DIR ?? ".next");
  if (!existsSync(path.join(buildDir, "BUILD_ID"))) execSync("npm run build", { stdio: "inherit" });
  return startProductionServer({ ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
}

async function measure(url: string, port: number, preset: string, file: string, route: string): Promise<Sample> {
  // The CLI, not the Node API: tsx's name helpers would leak into the functions Lighthouse runs in the page.
  const args = [
    tool.resolve("lighthouse/cli/index.js"),
    url,
    `--port=${port}`,
    "--output=json",
    `--output-path=${file}`,
    "--quiet",
    ...(process.env.LH_SAVE_ASSETS ? ["--save-assets"] : []),
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
  ];
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART); that run is measured again.
  for (let attempt = 1; ; attempt++) {
    try {
      // Asynchronous, so that the HTTP/2 proxies in this process keep answering while Lighthouse loads the page.
      const { stderr } = await promisify(execFile)(process.execPath, args);
      process.stderr.write(stderr);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`Retrying ${preset} ${url}`);
    }
  }
  const lhr = JSON.parse(readFileSync(file, "utf8")) as LighthouseResult;
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? 0;
  const longTasks = lhr.audits["long-tasks"]?.details?.items ?? [];
  return {
    route,
    performance: lhr.categories["performance"]?.score ?? 0,
    accessibility: lhr.categories["accessibility"]?.score ?? 0,
    bestPractices: lhr.categories["best-practices"]?.score ?? 0,
    seo: lhr.categories["seo"]?.score ?? 0,
    fcp,
    lcp,
    lcpAfterFcp: lcp - fcp,
    longestTask: Math.max(0, ...longTasks.map((task) => task.duration ?? 0)),
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    bytes: lhr.audits["total-byte-weight"]?.numericValue ?? 0,
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
