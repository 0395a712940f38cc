// @ts-check
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";

const EXECUTABLE_TYPES = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * CSP source hashes ("sha256-…", without quotes) of the inline scripts a page runs. External scripts and
 * data blocks such as JSON-LD need none. An HTML parser finds them, so a `<script>` inside a comment or
 * an attribute value is not mistaken for one.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const script of parse(html, { comment: false }).querySelectorAll("script")) {
    if (script.hasAttribute("src")) continue;
    if (!EXECUTABLE_TYPES.test(script.getAttribute("type")?.trim() ?? "")) continue;
    hashes.add(`sha256-${createHash("sha256").update(script.rawText, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * The URL path a prerendered HTML file answers: index.html → "/", services/seo.html → "/services/seo".
 * @param {string} relativeFile path under the HTML root, with forward slashes
 */
export function routeOfHtmlFile(relativeFile) {
  const route = `/${relativeFile.replace(/\.html$/, "")}`;
  return route === "/index" ? "/" : route.replace(/\/index$/, "");
}

/**
 * Every prerendered page under `root` (Next's server/app folder or the static export): the route it
 * answers and its HTML, read once here for each caller.
 * @param {string} root
 * @returns {{ route: string, html: string }[]}
 */
export function prerenderedPages(root) {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((entry) => entry.endsWith(".html"))
    .map((entry) => ({
      route: routeOfHtmlFile(entry.split(path.sep).join("/")),
      html: readFileSync(path.join(root, entry), "utf8"),
    }));
}

/**
 * Reads every prerendered page under `root` (Next's server/app folder or the static export) and
 * returns each route's inline-script hashes.
 * @param {string} root
 * @returns {Map<string, string[]>}
 */
export function pageScriptHashes(root) {
  return new Map(prerenderedPages(root).map(({ route, html }) => [route, inlineScriptHashes(html)]));
}
