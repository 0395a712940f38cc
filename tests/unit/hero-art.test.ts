import { describe, expect, it } from "vitest";
import { allPages, pages } from "@/content/registry";
import { closedPath, heroArtFile, heroArtMarkup, heroArtSvg } from "@/lib/art/hero-art";

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

  it("goes into the page as an <svg> filling the hero, with ids that cannot clash and every reference kept", () => {
    for (const page of allPages) {
      const svg = heroArtSvg(page);
      const markup = heroArtMarkup(page);
      expect(markup.startsWith('<svg width="100%" height="100%" aria-hidden="true" focusable="false" ')).toBe(true);
      const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]!);
      expect(ids.length).toBe([...svg.matchAll(/ id="/g)].length);
      for (const id of ids) expect(id).toMatch(/^hero-/);
      for (const [, target] of markup.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(target);
      expect(
        markup
          .replace(/(id="|url\(#)hero-/g, "$1")
          .replace(/ width="100%" height="100%" aria-hidden="true" focusable="false"/, ""),
      ).toBe(svg);
    }
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
