import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_INK, COLOURS } from "@/lib/shared/brand";

const themeColours = () =>
  Object.fromEntries(
    [...readFileSync("app/globals.css", "utf8").matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map(
      ([, name, value]) => [name, value!.toLowerCase()],
    ),
  );

describe("the colour tokens", () => {
  it("are exactly the CSS theme's colours, one palette for React and server-rendered pages", () => {
    expect(themeColours()).toEqual(COLOURS);
  });

  it("give the icon its background", () => {
    expect(readFileSync("app/icon.svg", "utf8")).toContain(`fill="${BRAND_INK}"`);
  });

  it("are the only colours of the pages the server renders outside React", () => {
    const source = readFileSync("lib/server/site-page.ts", "utf8");
    expect(source.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });
});
