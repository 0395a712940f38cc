import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { caseStudyField, caseStudyFieldSvg, caseStudyPalettes } from "@/lib/art/case-study-field";
import { seeded } from "@/lib/art/random";
import { checkSvg } from "./svg-check";

const paths = ["/case-studies/healthcare-saas", "/case-studies/elearning-platform"];

describe("case-study field art", () => {
  it("is deterministic for one seed and different between seeds", () => {
    expect(caseStudyFieldSvg(paths[0]!)).toBe(caseStudyFieldSvg(paths[0]!));
    expect(caseStudyFieldSvg(paths[0]!)).not.toBe(caseStudyFieldSvg(paths[1]!));
    const a = caseStudyField(seeded("a"), caseStudyPalettes[0]);
    expect(caseStudyField(seeded("a"), caseStudyPalettes[0])).toBe(a);
    expect(caseStudyField(seeded("b"), caseStudyPalettes[0])).not.toBe(a);
  });

  it("is a well-formed, small SVG for many seeds", () => {
    for (let k = 0; k < 50; k++) {
      const svg = caseStudyFieldSvg(`/case-studies/sample-${k}`);
      expect(checkSvg(svg)).toEqual([]);
      expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
      expect(gzipSync(svg).length).toBeLessThan(2 * 1024);
    }
  });

  it("fits the hero-art motif signature with any three colours", () => {
    const inner = caseStudyField(seeded("x"), ["#7c3aed", "#f472b6", "#38bdf8"]);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="#0b0d1a"/>${inner}</svg>`;
    expect(checkSvg(svg)).toEqual([]);
    expect(inner).toContain("#f472b6");
  });

  it("keeps the text side quiet: shapes are centred in the right half", () => {
    for (const path of paths) {
      const svg = caseStudyFieldSvg(path);
      const big = [...svg.matchAll(/<ellipse cx="(-?\d+)"|<circle cx="(-?\d+)" cy="-?\d+" r="\d{3,}"/g)];
      expect(big.length).toBeGreaterThan(5);
      for (const m of big) expect(Number(m[1] ?? m[2])).toBeGreaterThan(900);
    }
  });
});
