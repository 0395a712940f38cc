// @ts-check
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * CSP source hashes ("sha256-…", without quotes) of the inline scripts a page runs. External scripts and
 * data blocks such as JSON-LD need none.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!EXECUTABLE_TYPES.test(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
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
 * Reads every prerendered page under `root` (Next's server/app folder or the static export) and
 * returns each route's inline-script hashes.
 * @param {string} root
 * @returns {Map<string, string[]>}
 */
export function pageScriptHashes(root) {
  /** @type {Map<string, string[]>} */
  const pages = new Map();
  for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".html")) continue;
    const html = readFileSync(path.join(root, entry), "utf8");
    pages.set(routeOfHtmlFile(entry.split(path.sep).join("/")), inlineScriptHashes(html));
  }
  return pages;
}
