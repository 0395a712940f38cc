import { describe, expect, it } from "vitest";
import { allPages } from "@/content/registry";
import { overBudget, pageWeight } from "@/scripts/lib/page-weight";

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
});
