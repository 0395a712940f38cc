import { readdirSync, readFileSync } from "node:fs";
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
    expect(readFileSync("public/icon.svg", "utf8")).toContain(`fill="${BRAND_INK}"`);
  });

  it("are the only colours of the pages the server renders outside React", () => {
    const source = readFileSync("lib/server/site-page.ts", "utf8");
    expect(source.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });
});

describe("one palette", () => {
  const long = (hex: string) => {
    const lower = hex.toLowerCase();
    return lower.length === 4 ? `#${[...lower.slice(1)].map((d) => d + d).join("")}` : lower;
  };
  const tokens = new Map<string, string>(Object.entries(COLOURS).map(([name, value]) => [value, name]));

  it("the art and the share cards take every site colour from the tokens, never a copy of its value", () => {
    const files = [
      ...readdirSync("lib/art")
        .filter((name) => name.endsWith(".ts"))
        .map((name) => `lib/art/${name}`),
      "lib/seo/share-card.tsx",
    ];
    const copies = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi)]
        .map(([hex]) => long(hex))
        .filter((hex) => tokens.has(hex))
        .map((hex) => `${file}: ${hex} is COLOURS["${tokens.get(hex)}"]`),
    );
    expect(files.length).toBeGreaterThan(5);
    expect(copies).toEqual([]);
  });

  it("finds a copied token value where there is one (the scan itself works)", () => {
    expect(tokens.get(long("#FFF"))).toBe("surface-raised");
    expect(tokens.get(long("#c9f24d"))).toBe("accent");
  });
});
