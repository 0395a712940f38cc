/**
 * Subsets the Geist variable font to the characters the site uses, keeping the weight axis:
 * writes app/fonts/geist-subset.woff2 and the list of characters it covers. Run after copy adds a
 * character the font does not have yet (a unit test says so): npm run font:subset
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { siteCharacters } from "./lib/site-characters";

// The package exports no font files, so the path is taken from beside its `geist/font/sans` module.
const source = path.join(path.dirname(require.resolve("geist/font/sans")), "fonts/geist-sans/Geist-Variable.woff2");
const out = path.resolve(__dirname, "../app/fonts");

async function main() {
  const characters = siteCharacters();
  const subset = await subsetFont(readFileSync(source), characters, { targetFormat: "woff2" });
  writeFileSync(path.join(out, "geist-subset.woff2"), subset);
  writeFileSync(path.join(out, "geist-subset.characters.txt"), `${characters}\n`);
  console.log(`${characters.length} characters, ${(subset.length / 1024).toFixed(1)} KB`);
}

void main();
