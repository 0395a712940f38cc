/**
 * Cuts the Geist variable font into the two files the site serves, weight axis 400–700 (regular, medium,
 * semibold, and bold for `<strong>`), keeping only the OpenType features browsers apply by themselves and
 * those the CSS asks for:
 * - public/fonts/geist-core.<hash>.woff2 (core.css, core-font.ts): printable ASCII and every character
 *   the copy and articles use, preloaded by every page at high priority. Its face says `optional`, which
 *   in Chromium makes a preloaded font render-blocking for up to 100 ms: the first frame is in Geist, or,
 *   on a connection too slow for that, the page stays in the fallback and nothing ever moves (CLS 0).
 *   The next page finds it cached. It must fit in one round trip of a new connection (a test says so).
 * - app/fonts/geist-extended.woff2 and extended.css: the rest of Latin-1 and the typographic marks, for
 *   what visitors type; its unicode-range means a page fetches it only when it shows one of them.
 * Run after copy adds a character the core does not have yet (a unit test says so): npm run font:subset
 * (docs/performance.md, issue 43).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { coreCharacters, extendedCharacters } from "./lib/site-characters";
import { unicodeRange } from "./lib/unicode-range";

// The package exports no font files, so the path is taken from beside its `geist/font/sans` module.
const geist = readFileSync(
  path.join(path.dirname(require.resolve("geist/font/sans")), "fonts/geist-sans/Geist-Variable.woff2"),
);
const out = path.resolve(__dirname, "../app/fonts");

/** Shaping features browsers apply unasked, plus `ss01` and `cv11` (body in globals.css) and `tnum` (tabular-nums). */
const KEPT_FEATURES = ["ccmp", "locl", "rlig", "rvrn", "calt", "liga", "kern", "mark", "mkmk", "ss01", "cv11", "tnum"];

// `variationAxes` works (see the package's README) but its type declarations predate it.
const options = {
  targetFormat: "woff2" as const,
  keepFeatures: KEPT_FEATURES,
  variationAxes: { wght: { min: 400, max: 700 } },
};

const GENERATED = "Written by npm run font:subset (scripts/subset-font.ts); do not edit.";

/** The @font-face rule for one cut of Geist. */
const fontFace = (
  family: string,
  source: string,
  display: "optional" | "swap",
  unicodeRangeLine = "",
) => `/* ${GENERATED} */
@font-face {
  font-family: "${family}";
  src: url("${source}") format("woff2");
  font-weight: 400 700;
  font-display: ${display};${unicodeRangeLine}
}
`;

async function subset(name: string, characters: string): Promise<Buffer> {
  const font = await subsetFont(geist, characters, options);
  writeFileSync(path.join(out, `${name}.characters.txt`), `${characters}\n`);
  console.log(`${name}: ${characters.length} characters, ${(font.length / 1024).toFixed(1)} KB`);
  return font;
}

const publicFonts = path.resolve(__dirname, "../public/fonts");

/** Writes the core under a name that changes with its bytes (served immutable), and where CSS and layout find it. */
function writeCore(font: Buffer) {
  mkdirSync(publicFonts, { recursive: true });
  for (const old of readdirSync(publicFonts)) if (old.startsWith("geist-core.")) rmSync(path.join(publicFonts, old));
  const name = `geist-core.${createHash("sha256").update(font).digest("hex").slice(0, 8)}.woff2`;
  writeFileSync(path.join(publicFonts, name), font);
  writeFileSync(path.join(out, "core.css"), fontFace("Geist", `/fonts/${name}`, "optional"));
  writeFileSync(path.join(out, "core-font.ts"), `// ${GENERATED}\nexport const CORE_FONT_URL = "/fonts/${name}";\n`);
}

async function main() {
  writeCore(await subset("geist-core", coreCharacters()));
  const extendedSet = extendedCharacters();
  writeFileSync(path.join(out, "geist-extended.woff2"), await subset("geist-extended", extendedSet));
  const range = `\n  unicode-range: ${unicodeRange(extendedSet)};`;
  writeFileSync(path.join(out, "extended.css"), fontFace("Geist Extended", "./geist-extended.woff2", "swap", range));
}

void main();
