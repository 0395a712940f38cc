/**
 * The script a browser really downloads for a page, counted by its encoded (gzip) body as transferred,
 * whoever asked for it — a `<script>` tag, the intent loader, an import run at idle, a prefetch of a
 * linked route — in two phases of one load: with no interaction until the network has been quiet for
 * a while, then after the visitor's first intent (a key press) until React has hydrated and the network
 * is quiet again. Measured in the system Chromium against the production server, each route in a fresh
 * browser context (empty cache).
 */
import { chromium, devices, type Browser, type Request } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { startProductionServer } from "./production-server.mjs";

export type Viewport = "mobile" | "desktop";
export type ScriptTransfer = {
  route: string;
  viewport: Viewport;
  /** Gzip bytes of script downloaded with no interaction. */
  js: number;
  /** Gzip bytes of script downloaded in all, once the first intent has hydrated the page. */
  interactiveJs: number;
  scripts: { url: string; bytes: number; afterIntent: boolean }[];
};

const profiles: Record<Viewport, (typeof devices)[string]> = {
  mobile: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
  desktop: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
};

/** Quiet long enough for a timer or an idle callback to have asked for more. */
const SETTLE_MS = 3000;
const LONGEST_LOAD_MS = 60_000;

async function measureRoute(browser: Browser, base: string, route: string, viewport: Viewport) {
  const context = await browser.newContext(profiles[viewport]);
  try {
    const page = await context.newPage();
    const scripts: Promise<ScriptTransfer["scripts"][number] | undefined>[] = [];
    const inFlight = new Set<Request>();
    let lastActivity = Date.now();
    let afterIntent = false;
    const askedAfterIntent = new WeakSet<Request>();
    const settled = (request: Request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    page.on("request", (request) => {
      if (afterIntent) askedAfterIntent.add(request);
      inFlight.add(request);
      lastActivity = Date.now();
    });
    page.on("requestfailed", settled);
    page.on("requestfinished", (request) => {
      settled(request);
      const url = new URL(request.url());
      if (url.protocol === "data:") return;
      const phase = askedAfterIntent.has(request);
      scripts.push(
        (async () => {
          const response = await request.response();
          const isScript =
            request.resourceType() === "script" ||
            /javascript|ecmascript/.test(response?.headers()["content-type"] ?? "");
          if (!isScript) return undefined;
          // The body as it came over the wire (gzip), without the response headers.
          return { url: url.pathname, bytes: (await request.sizes()).responseBodySize, afterIntent: phase };
        })(),
      );
    });
    const started = Date.now();
    const quiet = async (phase: string) => {
      lastActivity = Math.max(lastActivity, Date.now());
      while (inFlight.size > 0 || Date.now() - lastActivity < SETTLE_MS) {
        if (Date.now() - started > LONGEST_LOAD_MS)
          throw new Error(
            `${route} (${viewport}) never went quiet ${phase}: ${[...inFlight].map((request) => request.url()).join(" ") || "requests kept coming"}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const response = await page.goto(base + route, { waitUntil: "load", timeout: LONGEST_LOAD_MS });
    if (!response?.ok()) throw new Error(`${route} answered ${response?.status() ?? "nothing"}`);
    await quiet("before any interaction");
    afterIntent = true;
    await page.keyboard.press("Shift");
    // On a starved CPU hydration can come long after the network went quiet.
    await page.waitForFunction(
      () =>
        !document.querySelector("script[data-load-on-intent]") ||
        document.documentElement.hasAttribute("data-hydrated"),
      null,
      { timeout: LONGEST_LOAD_MS },
    );
    await quiet("after the first intent");
    const loaded = (await Promise.all(scripts)).filter((script) => script !== undefined);
    const sum = (list: typeof loaded) => list.reduce((total, script) => total + script.bytes, 0);
    return {
      route,
      viewport,
      js: sum(loaded.filter((script) => !script.afterIntent)),
      interactiveJs: sum(loaded),
      scripts: loaded,
    };
  } finally {
    await context.close();
  }
}

/** Loads every route in every viewport in the build in `buildDir`, a few at a time. */
export async function measureScriptTransfer(
  buildDir: string,
  routes: string[],
  viewports: Viewport[] = ["mobile", "desktop"],
  concurrency = 3,
): Promise<ScriptTransfer[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH");
  const server = await startProductionServer({ NEXT_DIST_DIR: buildDir, ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const queue = routes.flatMap((route) => viewports.map((viewport) => ({ route, viewport })));
    const results: ScriptTransfer[] = [];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        // On a busy machine a load can time out; one more try before the route counts as broken.
        const measure = () => measureRoute(browser, server.base, job!.route, job!.viewport);
        results.push(await measure().catch(measure));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const order = (r: ScriptTransfer) => routes.indexOf(r.route) * viewports.length + viewports.indexOf(r.viewport);
    return results.sort((a, b) => order(a) - order(b));
  } finally {
    await browser.close();
    server.stop();
  }
}
