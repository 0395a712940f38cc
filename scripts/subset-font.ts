/**
 * Cuts the Geist variable font into the two files the site serves, weight axis 400–700 (regular, medium,
 * semibold, and bold for `<strong>`):
 * - app/fonts/core.css: printable ASCII and every character the copy and articles use, embedded in the
 *   stylesheet as a `data:` URL, so the font arrives with the CSS that every page already waits for and
 *   the first paint is the final one: no font request, no swap (docs/performance.md, issue 43).
 * - app/fonts/geist-extended.woff2 and extended.css: the rest of Latin-1 and the typographic marks, for
 *   what visitors type; its unicode-range means a page fetches it only when it shows one of them.
 * Only the OpenType features a browser applies by itself and those the CSS asks for are kept.
 * Run after copy adds a character the core does not have yet (a unit test says so): npm run font:subset
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { coreCharacters, extendedCharacters } from "./lib/site-characters";

// The package exports no font files, so the path is taken from beside its `geist/font/sans` module.
const source = path.join(path.dirname(require.resolve("geist/font/sans")), "fonts/geist-sans/Geist-Variable.woff2");
const out = path.resolve(__dirname, "../app/fonts");

/** Shaping features browsers apply unasked, plus `ss01` and `cv11` (body in globals.css) and `tnum` (tabular-nums). */
export const KEPT_FEATURES = [
  "ccmp",
  "locl",
  "rlig",
  "rvrn",
  "calt",
  "liga",
  "kern",
  "mark",
  "mkmk",
  "ss01",
  "cv11",
  "tnum",
];

// `variationAxes` works (see the package's README) but its type declarations predate it.
const options = {
  targetFormat: "woff2" as const,
  keepFeatures: KEPT_FEATURES,
  variationAxes: { wght: { min: 400, max: 700 } },
};

/** "U+E9,U+F1-F3": the CSS unicode-range of a set of characters. */
export function unicodeRange(characters: string): string {
  const points = [...characters].map((c) => c.codePointAt(0)!).sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

const HEADER = "/* Written by npm run font:subset (scripts/subset-font.ts); do not edit. */";

/** The @font-face rule for one cut of Geist. */
export const fontFace = (family: string, source: string, unicodeRangeLine = "") => `${HEADER}
@font-face {
  font-family: "${family}";
  src: url("${source}") format("woff2");
  font-weight: 400 700;
  font-display: swap;${unicodeRangeLine}
}
`;

async function subset(name: string, characters: string): Promise<Buffer> {
  const font = await subsetFont(readFileSync(source), characters, options);
  writeFileSync(path.join(out, `${name}.characters.txt`), `${characters}\n`);
  console.log(`${name}: ${characters.length} characters, ${(font.length / 1024).toFixed(1)} KB`);
  return font;
}

async function main() {
  const core = await subset("geist-core", coreCharacters());
  writeFileSync(path.join(out, "core.css"), fontFace("Geist", `data:font/woff2;base64,${core.toString("base64")}`));
  const extendedSet = extendedCharacters();
  writeFileSync(path.join(out, "geist-extended.woff2"), await subset("geist-extended", extendedSet));
  const range = `\n  unicode-range: ${unicodeRange(extendedSet)};`;
  writeFileSync(path.join(out, "extended.css"), fontFace("Geist Extended", "./geist-extended.woff2", range));
}

if (process.argv[1] === __filename) void main();
