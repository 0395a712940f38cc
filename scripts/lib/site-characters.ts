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
/** Printable ASCII, Latin-1 letters and signs, and the typographic marks British copy reaches for. */
const BASE = [...range(0x20, 0x7e), ...range(0xa0, 0xff), ..."‘’“”–—•…€✓×→←↑↓"].join("");

/** The text of every article in content/articles, drafts too: publishing one must not need a new font. */
function articleText(dir = path.resolve(__dirname, "../../content/articles")): string {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .join("");
}

/** Every character the site can show: the base set plus whatever else the copy uses (ș, ț…). */
export function siteCharacters(): string {
  const text = [
    BASE,
    ...collectStrings(allPages.map((page) => [page.label, page.group, page.content])),
    ...collectStrings([formText, notFoundContent, site]),
    ...collectStrings(ui),
    ui.actions.learnMoreAbout("x"),
    articleText(),
  ].join("");
  return [...new Set(text.replace(/\s/g, " "))].sort().join("");
}
