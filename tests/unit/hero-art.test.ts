import { describe, expect, it } from "vitest";
import { routes } from "@/content/routes";
import { heroArtName, heroArtSvg } from "@/lib/hero-art";

describe("hero art", () => {
  it("is deterministic per page and different between pages", () => {
    const svgs = routes.map((r) => heroArtSvg(r.family, r.path));
    expect(heroArtSvg("services", "/services/seo")).toBe(heroArtSvg("services", "/services/seo"));
    expect(new Set(svgs).size).toBe(routes.length);
    for (const svg of svgs) expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
  });

  it("names one file per page", () => {
    expect(heroArtName("/")).toBe("home.svg");
    expect(heroArtName("/services/web-design")).toBe("services--web-design.svg");
    expect(new Set(routes.map((r) => heroArtName(r.path))).size).toBe(routes.length);
  });
});
