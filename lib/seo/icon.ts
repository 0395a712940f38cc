import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The SVG favicon inlined as a `data:` URL, so that the browser's icon fetch, which it makes once the page has
 * loaded, is no network request: a throttled phone otherwise spends a round trip on it before the first paint
 * counts as the largest one (docs/performance.md, "The favicon, and what the long tasks are made of"). /icon.svg stays for the web app manifest.
 */
export const INLINE_ICON_URL = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(path.join(process.cwd(), "public/icon.svg"), "utf8").trim(),
)}`;
