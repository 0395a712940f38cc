import { describe, expect, it } from "vitest";
import { allPages, pages } from "@/content/registry";
import { closedPath, heroArtFile, heroArtInlineMarkup, heroArtSvg } from "@/lib/art/hero-art";

describe("hero art", () => {
  it("is deterministic per page and different between pages", () => {
    const svgs = allPages.map(heroArtSvg);
    const seo = pages.get("/services/seo")!;
    expect(heroArtSvg(seo)).toBe(heroArtSvg(seo));
    expect(new Set(svgs).size).toBe(allPages.length);
    for (const svg of svgs) expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
  });

  it("names one file per page, with a hash of the art in the name", () => {
    expect(heroArtFile(pages.get("/")!)).toMatch(/^home\.[0-9a-f]{8}\.svg$/);
    expect(heroArtFile(pages.get("/services/web-design")!)).toMatch(/^services--web-design\.[0-9a-f]{8}\.svg$/);
    expect(new Set(allPages.map(heroArtFile)).size).toBe(allPages.length);
  });

  it("is drawn inline in the hero as the same art, its ids prefixed and every reference pointing at one of them", () => {
    let withIds = 0;
    for (const page of allPages) {
      const markup = heroArtInlineMarkup(page);
      const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
      const references = [...markup.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]!);
      expect(
        ids.every((id) => id.startsWith("hero-")),
        page.path,
      ).toBe(true);
      expect(
        references.filter((id) => !ids.includes(id)),
        page.path,
      ).toEqual([]);
      if (ids.length) withIds++;
      expect(markup.replace(/(id="|url\(#)hero-/g, "$1"), page.path).toBe(
        heroArtSvg(page).replace(/^<svg[^>]*>|<\/svg>$/g, ""),
      );
    }
    expect(withIds).toBeGreaterThan(allPages.length / 2);
  });
});

describe("closedPath", () => {
  it("writes relative steps that land on the same points", () => {
    const points = [
      [1282, 436],
      [1284, 441],
      [1283, 447],
      [1280, 453],
    ] as const;
    const d = closedPath(points);
    expect(d).toBe("M1282 436l2 5-1 6-3 6z");
    const steps = d
      .slice(d.indexOf("l") + 1, -1)
      .match(/-?\d+/g)!
      .map(Number);
    let [x, y] = [1282, 436];
    const visited = [[x, y]];
    for (let i = 0; i < steps.length; i += 2) visited.push([(x += steps[i]!), (y += steps[i + 1]!)]);
    expect(visited).toEqual(points.map((p) => [...p]));
  });
});
