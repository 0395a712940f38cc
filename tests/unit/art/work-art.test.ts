import { describe, expect, it } from "vitest";
import { pagesOf, pagesOfKind } from "@/content/registry";
import { caseStudyFieldSvg } from "@/lib/art/case-study-field";
import { heroArtSvg } from "@/lib/art/hero-art";
import { caseStudyMockup } from "@/lib/art/mockups";
import { hasMockup, mockupFile, mockupFiles, mockupPicture, mockupSlugs } from "@/lib/art/work-art";

describe("case-study product shots as files", () => {
  it("exists for every case study in the registry", () => {
    for (const { content } of pagesOfKind("case-study")) expect(hasMockup(content.slug)).toBe(true);
    expect(hasMockup("no-such-study")).toBe(false);
  });

  it("names each file by slug, variant and a hash of the drawing", () => {
    expect(mockupFile("healthcare-saas", "wide")).toMatch(/^healthcare-saas-wide\.[0-9a-f]{8}\.svg$/);
    expect(mockupFile("elearning-platform", "compact")).toMatch(/^elearning-platform-compact\.[0-9a-f]{8}\.svg$/);
    const files = mockupFiles();
    expect(files.size).toBe(mockupSlugs.length * 2);
    for (const [name, svg] of files) expect(svg.startsWith("<svg"), name).toBe(true);
  });

  it("gives a picture both variants' URLs and sizes and one alt text", () => {
    const picture = mockupPicture("healthcare-saas");
    expect(picture.wide).toMatchObject({ width: 1200, height: 800 });
    expect(picture.wide.src).toBe(`/assets/work/${mockupFile("healthcare-saas", "wide")}`);
    const compact = caseStudyMockup("healthcare-saas", "compact");
    expect(picture.compact).toMatchObject({ width: compact.width, height: compact.height });
    expect(picture.alt).toBe(compact.alt);
  });
});

describe("case-study hero art", () => {
  it("uses the refined colour-field family, seeded by the page's path", () => {
    for (const page of pagesOf("case-studies")) {
      const svg = heroArtSvg(page);
      expect(svg).toBe(caseStudyFieldSvg(page.path));
      expect(svg).toContain('id="csf-l"');
    }
  });
});
