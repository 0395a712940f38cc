import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { allPages } from "../../content/registry";
import { formText } from "../../content/form-text";
import { notFoundContent } from "../../content/pages";
import { site } from "../../content/site";
import { ui } from "../../content/ui";
import { collectStrings } from "./shared-sentences";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
const PRINTABLE_ASCII = range(0x20, 0x7e).join("");
const NO_BREAK_SPACE = "\u00a0";
/** Written by components rather than content: the footer's copyright line. */
const COMPONENT_MARKS = "©";
/** Latin-1 letters and signs and the typographic marks British copy reaches for: what a visitor may type. */
const LATIN_AND_MARKS = [...range(0xa0, 0xff), ..."‘’“”–—•…€✓×→←↑↓"].join("");

/** The text of every article in content/articles, drafts too: publishing one must not need a new font. */
function articleText(dir = path.resolve(__dirname, "../../content/articles")): string {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .join("");
}

const distinctSorted = (text: string) => [...new Set(text.replace(/[\t\n\r]/g, " "))].sort().join("");

/** Printable ASCII and every character the site's copy and articles use: the font every page preloads. */
export function coreCharacters(): string {
  return distinctSorted(
    [
      PRINTABLE_ASCII,
      NO_BREAK_SPACE,
      COMPONENT_MARKS,
      ...collectStrings(allPages.map((page) => [page.label, page.group, page.content])),
      ...collectStrings([formText, notFoundContent, site]),
      ...collectStrings(ui),
      ui.actions.learnMoreAbout("x"),
      articleText(),
    ].join(""),
  );
}

/** The rest of Latin-1 and the marks, for what visitors type: a second file, fetched only when a page shows one. */
export function extendedCharacters(): string {
  const core = new Set(coreCharacters());
  return distinctSorted([...LATIN_AND_MARKS].filter((character) => !core.has(character)).join(""));
}
