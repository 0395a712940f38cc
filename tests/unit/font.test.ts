import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { coreCharacters, extendedCharacters } from "@/scripts/lib/site-characters";
import { unicodeRange } from "@/scripts/lib/unicode-range";
import { CORE_FONT_URL } from "@/app/fonts/core-font";

const fonts = path.resolve(__dirname, "../../app/fonts");
const read = (name: string) => readFileSync(path.join(fonts, name), "utf8");
const coveredBy = (name: string) => new Set(read(`${name}.characters.txt`).replace(/\n$/, ""));
const coreFont = () => readFileSync(path.resolve(__dirname, "../../public", `.${CORE_FONT_URL}`));

describe("the subset web fonts", () => {
  it("the core covers every character the site's copy uses (else run npm run font:subset)", () => {
    const covered = coveredBy("geist-core");
    expect([...coreCharacters()].filter((character) => !covered.has(character))).toEqual([]);
  });

  it("the stylesheet's face and the layout's preload name the same core file, an optional face", () => {
    expect(coreFont().subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(read("core.css")).toContain(`src: url("${CORE_FONT_URL}") format("woff2");`);
    expect(read("core.css")).toContain("font-display: optional;");
  });

  it("the extended file covers the rest of Latin-1 and the marks, and its face asks for exactly those", () => {
    const covered = coveredBy("geist-extended");
    expect([...extendedCharacters()].filter((character) => !covered.has(character))).toEqual([]);
    expect(read("extended.css")).toContain(`unicode-range: ${unicodeRange(extendedCharacters())};`);
    expect(statSync(path.join(fonts, "geist-extended.woff2")).size).toBeLessThanOrEqual(12 * 1024);
  });

  it("the core fits in a new connection's first round trip (10 TCP segments, less the response headers)", () => {
    // The first frame waits for it; the weight axis and OpenType features are cut to what the CSS uses.
    expect(coreFont().length).toBeLessThanOrEqual(14_600 - 600);
  });
});
