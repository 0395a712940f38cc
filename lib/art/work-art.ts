/**
 * Product shots of the case studies as files: one wide and one compact SVG per case study, served
 * from /assets/work/ under names that carry a hash of the drawing, so they can be cached for good.
 */
import { contentHash } from "./hero-art";
import { caseStudyMockup, mockupSlugs, type MockupVariant } from "./mockups";

export { mockupSlugs };
const variants = ["wide", "compact"] as const satisfies readonly MockupVariant[];

export function hasMockup(slug: string): boolean {
  return mockupSlugs.includes(slug);
}

/** File name under /assets/work/, e.g. `healthcare-saas-wide.1a2b3c4d.svg`. */
export function mockupFile(slug: string, variant: MockupVariant): string {
  return `${slug}-${variant}.${contentHash(caseStudyMockup(slug, variant).svg)}.svg`;
}

export type MockupImage = { src: string; width: number; height: number };

/** What a `<picture>` needs: both variants' URLs and sizes, and one alt text true of both. */
export type MockupPicture = { wide: MockupImage; compact: MockupImage; alt: string };

export function mockupPicture(slug: string): MockupPicture {
  const image = (variant: MockupVariant): MockupImage => {
    const { width, height } = caseStudyMockup(slug, variant);
    return { src: `/assets/work/${mockupFile(slug, variant)}`, width, height };
  };
  // The compact description (front device, and what shows of the screen behind it) holds for both crops.
  return { wide: image("wide"), compact: image("compact"), alt: caseStudyMockup(slug, "compact").alt };
}

/** Every served file, by name. */
export function mockupFiles(): Map<string, string> {
  return new Map(
    mockupSlugs.flatMap((slug) =>
      variants.map((variant) => [mockupFile(slug, variant), caseStudyMockup(slug, variant).svg] as const),
    ),
  );
}
