import path from "node:path";
import { addCompileHints } from "./compile-hints";
import { loadOnIntentPages } from "./load-on-intent";

/** Where React's payloads go, beside Next.js's chunks (served from `/_next/static/` and cached for good). */
export const PAYLOAD_URL = "/_next/static/payload";

/**
 * What every build gets after Next.js has written it, whether it is served by `npm start` or exported
 * for a static host: V8 compile hints on the chunks, and pages that load them (and React's payload,
 * written to `payload/` beside `chunks/`) on the visitor's first intent.
 */
export function optimiseBuild(dirs: { chunks: string; pages: string }): { chunks: number; pages: number } {
  const payload = { dir: path.join(path.dirname(dirs.chunks), "payload"), url: PAYLOAD_URL };
  return { chunks: addCompileHints(dirs.chunks), pages: loadOnIntentPages(dirs.pages, payload) };
}
