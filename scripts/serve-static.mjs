// @ts-check
/**
 * `npm run serve:static -- --port 4000`: serves out/ the way Netlify and Cloudflare Pages do — pretty
 * URLs (/about → about.html), 404.html for unknown paths, and the rules of out/_headers, with a header
 * named in several matching rules joined by commas as Cloudflare does. For checking a static build
 * locally and for the static-mode browser tests; production uses the host's own server.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { headersForPath, parseHeadersFile } from "./lib/headers-file.mjs";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
};

/** @param {string} dir @param {string} pathname */
function resolveFile(dir, pathname) {
  const candidates = pathname === "/" ? ["index.html"] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    if (file.startsWith(dir) && !file.endsWith("_headers") && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "out" },
    port: { type: "string", default: "4000" },
    host: { type: "string" },
  },
});
const dir = path.resolve(values.dir ?? "out");
const headersPath = path.join(dir, "_headers");
const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, "utf8")) : [];

const server = createServer((req, res) => {
  let pathname = "/";
  try {
    pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const file = resolveFile(dir, pathname);
  const headers = headersForPath(rules, pathname);
  const served = file ?? path.join(dir, "404.html");
  headers.set(
    "content-type",
    TYPES[/** @type {keyof typeof TYPES} */ (path.extname(served))] ?? "application/octet-stream",
  );
  res.writeHead(file ? 200 : 404, Object.fromEntries(headers));
  res.end(req.method === "HEAD" ? undefined : readFileSync(served));
});

server.listen(Number(values.port), values.host, () => console.log(`Serving ${dir} on port ${values.port}`));
