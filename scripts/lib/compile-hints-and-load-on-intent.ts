import { addCompileHints } from "./compile-hints";
import { loadOnIntentPages } from "./load-on-intent";

/**
 * What every build gets after Next.js has written it, whether it is served by `npm start` or exported
 * for a static host: V8 compile hints on the chunks, and pages that load them on the visitor's first intent.
 */
export function optimiseBuild(dirs: { chunks: string; pages: string }): { chunks: number; pages: number } {
  return { chunks: addCompileHints(dirs.chunks), pages: loadOnIntentPages(dirs.pages) };
}
