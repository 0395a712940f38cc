import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { coreCharacters, extendedCharacters } from "@/scripts/lib/site-characters";
import { unicodeRange } from "@/scripts/subset-font";

const fonts = path.resolve(__dirname, "../../app/fonts");
const read = (name: string) => readFileSync(path.join(fonts, name), "utf8");
const coveredBy = (name: string) => new Set(read(`${name}.characters.txt`).replace(/\n$/, ""));
const coreFont = () => Buffer.from(/base64,([A-Za-z0-9+/=]+)"/.exec(read("core.css"))![1]!, "base64");

describe("the subset web fonts", () => {
  it("the core, in the stylesheet, covers every character the site's copy uses (else run npm run font:subset)", () => {
    const covered = coveredBy("geist-core");
    expect([...coreCharacters()].filter((character) => !covered.has(character))).toEqual([]);
    expect(coreFont().subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("the extended file covers the rest of Latin-1 and the marks, and its face asks for exactly those", () => {
    const covered = coveredBy("geist-extended");
    expect([...extendedCharacters()].filter((character) => !covered.has(character))).toEqual([]);
    expect(read("extended.css")).toContain(`unicode-range: ${unicodeRange(extendedCharacters())};`);
    expect(statSync(path.join(fonts, "geist-extended.woff2")).size).toBeLessThanOrEqual(12 * 1024);
  });

  it("the core adds at most 13 KB to the stylesheet every page waits for", () => {
    // Every byte of it delays the first paint; the weight axis and OpenType features are cut to what the CSS uses.
    expect(coreFont().length).toBeLessThanOrEqual(13 * 1024);
  });
});
