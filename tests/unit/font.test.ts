import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteCharacters } from "@/scripts/lib/site-characters";

const fonts = path.resolve(__dirname, "../../app/fonts");

describe("the subset web font", () => {
  it("covers every character the site's copy uses (else run npm run font:subset)", () => {
    const covered = new Set(readFileSync(path.join(fonts, "geist-subset.characters.txt"), "utf8").replace(/\n$/, ""));
    const missing = [...siteCharacters()].filter((character) => !covered.has(character));
    expect(missing).toEqual([]);
  });

  it("weighs at most 35 KB", () => {
    expect(statSync(path.join(fonts, "geist-subset.woff2")).size).toBeLessThanOrEqual(35 * 1024);
  });
});
