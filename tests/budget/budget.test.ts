import { describe, expect, it } from "vitest";
import { allPages } from "@/content/registry";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { COMPILE_HINT } from "@/scripts/lib/compile-hints";
import { overBudget, pageWeight } from "@/scripts/lib/page-weight";
import { deferredChunks } from "@/scripts/lib/paint-first";

// Reads the production build the browser tests made (npm test runs this after them), or BUILD_DIR.
const buildDir = process.env.BUILD_DIR ?? ".next-e2e";

describe(`page weight budget of the production build in ${buildDir}`, () => {
  const weights = allPages.map((page) => pageWeight(buildDir, page.path));

  it("keeps every route within 145 KB of JavaScript, 25 KB of CSS and 40 KB of HTML (gzip)", () => {
    expect(overBudget(weights)).toEqual([]);
  });

  it("measures real pages: every route ships some JavaScript, CSS and HTML", () => {
    for (const weight of weights)
      expect(Math.min(weight.js, weight.css, weight.html), weight.path).toBeGreaterThan(1000);
  });

  it("was post-processed: every page loads its chunks after first paint, every chunk carries the compile hint", () => {
    for (const page of allPages) {
      const file = path.join(buildDir, "server/app", page.path === "/" ? "index.html" : `${page.path.slice(1)}.html`);
      const html = readFileSync(file, "utf8");
      expect(deferredChunks(html).length, page.path).toBeGreaterThan(3);
      expect(html, page.path).not.toMatch(/<script src="[^"]+" async="">/);
    }
    const chunks = path.join(buildDir, "static/chunks");
    for (const name of readdirSync(chunks).filter((file) => file.endsWith(".js")))
      expect(readFileSync(path.join(chunks, name), "utf8").startsWith(COMPILE_HINT), name).toBe(true);
  });
});
