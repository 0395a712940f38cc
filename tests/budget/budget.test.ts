import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { allPages } from "@/content/registry";
import { COMPILE_HINT } from "@/scripts/lib/compile-hints";
import { documentWeight, overBudget, type PageWeight } from "@/scripts/lib/page-weight";
import { deferredChunks } from "@/scripts/lib/load-on-intent";
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
    const most = (route: string, kind: "js" | "interactiveJs") =>
      Math.max(...loads.filter((load) => load.route === route).map((load) => load[kind]));
    weights = routes.map((route) => ({
      path: route,
      ...documentWeight(buildDir, route),
      js: most(route, "js"),
      interactiveJs: most(route, "interactiveJs"),
    }));
  }, 900_000);

  it("keeps every route within 130 KB of script before any interaction and 165 KB once hydrated (React's payload included), 25 KB of CSS and 25 KB of HTML (gzip, Chromium)", () => {
    expect(overBudget(weights)).toEqual([]);
  });

  it("measures real loads: no route downloads a chunk before the first intent, and every route downloads its chunks, CSS and HTML after it", () => {
    expect(loads).toHaveLength(routes.length * 2);
    for (const load of loads) {
      const where = `${load.route} (${load.viewport})`;
      expect(
        load.scripts.filter((script) => !script.afterIntent).map((script) => script.url),
        where,
      ).toEqual([]);
      expect(load.scripts.filter((script) => script.afterIntent).length, where).toBeGreaterThan(3);
    }
    for (const weight of weights)
      expect(Math.min(weight.interactiveJs, weight.css, weight.html), weight.path).toBeGreaterThan(1000);
  });

  it("was post-processed: every page loads its chunks on the first intent, every chunk carries the compile hint", () => {
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
