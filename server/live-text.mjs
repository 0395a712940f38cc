// @ts-check
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { escapeHtml } from "../platform/escape-html.mjs";
import { prerenderedPages } from "./page-hashes.mjs";

/** A live text's slot as React renders components/ui/LiveSpan.tsx: an attribute and one text child. */
const SLOT = /<span data-live="([\w.-]+)">([^<]*)<\/span>/g;

/**
 * The page with each live slot's text replaced by this server's (slots it has no text for keep theirs),
 * escaped as React escapes, so an unchanged text leaves the page byte for byte the same.
 * @param {string} html
 * @param {Record<string, string>} texts
 */
export function fillLiveText(html, texts) {
  return html.replace(SLOT, (whole, id) =>
    Object.hasOwn(texts, id) ? `<span data-live="${id}">${escapeHtml(texts[id] ?? "")}</span>` : whole,
  );
}

/** @typedef {{ html: Buffer, gzip: Buffer, etag: string }} LivePage */

/**
 * The prerendered pages under `root` whose live text differs under this server's settings, filled once
 * and compressed: route → body, gzip body and ETag. Pages whose text is unchanged are not listed (Next.js
 * serves them as built). Inline scripts are untouched, so each page's CSP hashes still hold.
 * @param {string} root Next's server/app folder
 * @param {Record<string, string>} texts
 * @returns {Map<string, LivePage>}
 */
export function livePages(root, texts) {
  /** @type {Map<string, LivePage>} */
  const pages = new Map();
  for (const { route, html: built } of prerenderedPages(root)) {
    if (route.startsWith("/_")) continue;
    if (!built.includes("data-live=")) continue;
    const filled = fillLiveText(built, texts);
    if (filled === built) continue;
    pages.set(route, livePage(filled));
  }
  return pages;
}

/**
 * A page body ready to serve: its bytes, gzip and an ETag of its content.
 * @param {string} text
 * @returns {LivePage}
 */
export function livePage(text) {
  const html = Buffer.from(text, "utf8");
  const etag = `"live-${createHash("sha256").update(html).digest("base64url").slice(0, 22)}"`;
  return { html, gzip: gzipSync(html), etag };
}

/**
 * A request from Next.js's client router (a navigation or prefetch asking for the page's RSC payload).
 * @param {import("node:http").IncomingMessage} req
 * @param {URL} url
 */
export function isRouterRequest(req, url) {
  return req.headers.rsc !== undefined || url.searchParams.has("_rsc");
}

/**
 * Answers a GET or HEAD for a filled page: the HTML with the headers Next.js would send (the caller has set
 * the security headers), 304 for a matching If-None-Match, gzip when accepted. The client router gets 204:
 * its payload still holds the build's text, and an answer that is not a payload makes it load the page
 * as a document instead, so a reader always sees this server's text.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {URL} url
 * @param {LivePage} page
 * @param {string} cacheControl
 */
export function serveLivePage(req, res, url, page, cacheControl) {
  if (isRouterRequest(req, url)) {
    res.writeHead(204, { "Cache-Control": "no-store" }).end();
    return;
  }
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": cacheControl,
    ETag: page.etag,
    Vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
  };
  const tags = String(req.headers["if-none-match"] ?? "")
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""));
  if (tags.includes(page.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const body = gzip ? page.gzip : page.html;
  res.writeHead(200, {
    ...headers,
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    "Content-Length": body.length,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
