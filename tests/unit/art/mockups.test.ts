import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { caseStudyMockup, mockupSlugs, type MockupVariant } from "@/lib/art/mockups";
import { checkSvg } from "./svg-check";
import { caseStudies } from "@/content/case-studies";

const slugs = mockupSlugs;
const variants: MockupVariant[] = ["wide", "compact"];

describe("case-study mock-ups", () => {
  for (const slug of slugs) {
    for (const variant of variants) {
      it(`${slug} (${variant}) is a well-formed, safe, light SVG`, () => {
        const shot = caseStudyMockup(slug, variant);
        expect(checkSvg(shot.svg)).toEqual([]);
        expect(Buffer.byteLength(shot.svg)).toBeLessThan(14 * 1024 + 512);
        expect(gzipSync(shot.svg).length).toBeLessThan(5 * 1024);
        expect(shot.svg).toContain(`viewBox="`);
        expect(shot.svg).toContain(`width="${shot.width}" height="${shot.height}"`);
        expect(shot.svg).toContain('font-family="Geist, ui-sans-serif, system-ui, sans-serif"');
      });

      it(`${slug} (${variant}) sets its text at geometric precision, so Chromium lays it out once at any scale`, () => {
        const root = caseStudyMockup(slug, variant).svg.match(/^<svg [^>]*>/)![0];
        expect(root).toContain('text-rendering="geometricPrecision"');
      });

      it(`${slug} (${variant}) has a descriptive alt sentence`, () => {
        const { alt } = caseStudyMockup(slug, variant);
        expect(alt).toMatch(/^Mock-up of the (telemedicine|e-learning) platform: .{40,}\.$/);
      });
    }
  }

  it("is deterministic and different per case study", () => {
    expect(caseStudyMockup("healthcare-saas").svg).toBe(caseStudyMockup("healthcare-saas").svg);
    expect(caseStudyMockup("healthcare-saas").svg).not.toBe(caseStudyMockup("elearning-platform").svg);
  });

  it("shows only sample people and real case-study figures", () => {
    const text = slugs.flatMap((s) =>
      [...caseStudyMockup(s).svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]),
    );
    expect(text.join(" ")).not.toMatch(/lorem|ipsum/i);
    expect(text).toContain("Patient A");
    expect(text).toContain("Learner 04");
    for (const study of caseStudies.filter((s) => s.productShot)) {
      const { value } = study.productShot!.figure;
      expect(text, study.slug).toContain(value);
      // The card repeats a figure the study itself states, never a new one.
      const figure = value.match(/[\d.,]+\+?%?/)![0];
      const { productShot: _, ...copy } = study;
      expect(JSON.stringify(copy), study.slug).toContain(figure);
    }
  });

  it("keeps every text short", () => {
    for (const slug of slugs) {
      for (const [, content] of caseStudyMockup(slug).svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g))
        expect(content!.length).toBeLessThanOrEqual(42);
    }
  });

  it("uses ids unique to one document and scoped to the art", () => {
    for (const slug of slugs) {
      const ids = [...caseStudyMockup(slug).svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^(mk|hc|el)-/);
    }
  });
});
