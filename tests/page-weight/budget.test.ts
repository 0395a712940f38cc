import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { allPages } from "@/content/registry";
import { COMPILE_HINT } from "@/scripts/lib/compile-hints";
import { documentWeight, overBudget, type PageWeight } from "@/scripts/lib/page-weight";
import { deferredChunks } from "@/scripts/lib/load-on-intent";
import { measureScriptTransfer, type ScriptTransfer } from "@/scripts/lib/script-transfer";
import { templateRoutes } from "../template-routes";
import { E2E_BUILD_FOLDER } from "@/platform/build-folders.mjs";

// Serves the production build the browser tests made (npm test runs this after them), or BUILD_DIR.
const buildDir = process.env.BUILD_DIR ?? E2E_BUILD_FOLDER;
const routes = allPages.map((page) => page.path);
const kindOf = new Map(allPages.map((page) => [page.path, page.kind]));

const htmlOf = (route: string) =>
  readFileSync(path.join(buildDir, "server/app", route === "/" ? "index.html" : `${route.slice(1)}.html`), "utf8");
/** Gzip bytes of the script a page's HTML asks its loader for on the first intent (its chunks and React's payload). */
const listedScript = (route: string) =>
  deferredChunks(htmlOf(route)).reduce(
    (total, url) =>
      total + gzipSync(readFileSync(path.join(buildDir, "static", url.replace(/^\/_next\/static\//, "")))).length,
    0,
  );

// Real loads in Chromium, once per template and viewport: the script a page's HTML lists is what every route
// of the template differs by (its own chunk and payload); what the template loads beyond that (lazy chunks,
// prefetches) is measured, and every route of the template is charged the same.
describe(`page weight budget of the production build in ${buildDir}`, () => {
  let loads: ScriptTransfer[] = [];
  let weights: PageWeight[] = [];

  beforeAll(async () => {
    loads = await measureScriptTransfer(
      buildDir,
      templateRoutes.map((route) => route.path),
    );
    const templateExtra = new Map(
      templateRoutes.map(({ kind, path: route }) => {
        const measured = loads.filter((load) => load.route === route);
        const most = (key: "js" | "interactiveJs") => Math.max(...measured.map((load) => load[key]));
        return [kind, { js: most("js"), beyondListed: Math.max(0, most("interactiveJs") - listedScript(route)) }];
      }),
    );
    weights = routes.map((route) => {
      const template = templateExtra.get(kindOf.get(route)!)!;
      return {
        path: route,
        ...documentWeight(buildDir, route),
        js: template.js,
        interactiveJs: listedScript(route) + template.beyondListed,
      };
    });
  }, 600_000);

  it("keeps every route within 130 KB of script before any interaction and 165 KB once hydrated (React's payload included), 25 KB of CSS and 25 KB of HTML (gzip, Chromium)", () => {
    expect(overBudget(weights)).toEqual([]);
  });

  it("measures real loads of every template: no chunk before the first intent, chunks, CSS and HTML after it", () => {
    expect(loads).toHaveLength(templateRoutes.length * 2);
    for (const load of loads) {
      const where = `${load.route} (${load.viewport})`;
      expect(
        load.scripts.filter((script) => !script.afterIntent).map((script) => script.url),
        where,
      ).toEqual([]);
      expect(load.scripts.filter((script) => script.afterIntent).length, where).toBeGreaterThan(3);
      // The loader fetches what the HTML lists: the estimate for the template's other routes starts from it.
      const listed = deferredChunks(htmlOf(load.route));
      expect(
        listed.filter((url) => !load.scripts.some((script) => script.url === url)),
        where,
      ).toEqual([]);
    }
    for (const weight of weights)
      expect(Math.min(weight.interactiveJs, weight.css, weight.html), weight.path).toBeGreaterThan(1000);
  });

  it("was post-processed: every page loads its chunks on the first intent, every chunk carries the compile hint", () => {
    for (const route of routes) {
      const html = htmlOf(route);
      expect(deferredChunks(html).length, route).toBeGreaterThan(3);
      expect(html, route).not.toMatch(/<script src="[^"]+" async="">/);
    }
    const chunks = path.join(buildDir, "static/chunks");
    for (const name of readdirSync(chunks).filter((file) => file.endsWith(".js")))
      expect(readFileSync(path.join(chunks, name), "utf8").startsWith(COMPILE_HINT), name).toBe(true);
  });
});
