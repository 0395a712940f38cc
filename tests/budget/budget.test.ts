import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { allPages } from "@/content/registry";
import { COMPILE_HINT } from "@/scripts/lib/compile-hints";
import { documentWeight, overBudget, type PageWeight } from "@/scripts/lib/page-weight";
import { deferredChunks } from "@/scripts/lib/paint-first";
import { measureScriptTransfer, type ScriptTransfer } from "@/scripts/lib/script-transfer";

// Serves the production build the browser tests made (npm test runs this after them), or BUILD_DIR.
const buildDir = process.env.BUILD_DIR ?? ".next-e2e";
const routes = allPages.map((page) => page.path);

describe(`page weight budget of the production build in ${buildDir}`, () => {
  let loads: ScriptTransfer[] = [];
  let weights: PageWeight[] = [];

  beforeAll(async () => {
    loads = await measureScriptTransfer(buildDir, routes);
    // A route's script is the most any viewport downloads (a wide screen shows other links than a phone).
    weights = routes.map((route) => ({
      path: route,
      ...documentWeight(buildDir, route),
      js: Math.max(...loads.filter((load) => load.route === route).map((load) => load.js)),
    }));
  }, 900_000);

  it("keeps every route within 145 KB of script downloaded in Chromium, 25 KB of CSS and 40 KB of HTML (gzip)", () => {
    expect(overBudget(weights)).toEqual([]);
  });

  it("measures real loads: every route downloads its chunks, CSS and HTML in both viewports", () => {
    expect(loads).toHaveLength(routes.length * 2);
    for (const load of loads) expect(load.scripts.length, `${load.route} (${load.viewport})`).toBeGreaterThan(3);
    for (const weight of weights)
      expect(Math.min(weight.js, weight.css, weight.html), weight.path).toBeGreaterThan(1000);
  });

  it("was post-processed: every page loads its chunks after first paint, every chunk carries the compile hint", () => {
    for (const route of routes) {
      const file = path.join(buildDir, "server/app", route === "/" ? "index.html" : `${route.slice(1)}.html`);
      const html = readFileSync(file, "utf8");
      expect(deferredChunks(html).length, route).toBeGreaterThan(3);
      expect(html, route).not.toMatch(/<script src="[^"]+" async="">/);
    }
    const chunks = path.join(buildDir, "static/chunks");
    for (const name of readdirSync(chunks).filter((file) => file.endsWith(".js")))
      expect(readFileSync(path.join(chunks, name), "utf8").startsWith(COMPILE_HINT), name).toBe(true);
  });
});
