import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { caseStudyMockup, type CaseStudySlug, type MockupVariant } from "@/lib/art/mockups";
import { checkSvg } from "./svg-check";

const slugs: CaseStudySlug[] = ["healthcare-saas", "elearning-platform"];
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
    expect(text).toContain("500+ providers");
    expect(text).toContain("10,000+");
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
