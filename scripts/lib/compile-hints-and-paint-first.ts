import { addCompileHints } from "./compile-hints";
import { paintFirstPages } from "./paint-first";

/**
 * What every build gets after Next.js has written it, whether it is served by `npm start` or exported
 * for a static host: V8 compile hints on the chunks, and pages that load them after their first paint.
 */
export function optimiseBuild(dirs: { chunks: string; pages: string }): { chunks: number; pages: number } {
  return { chunks: addCompileHints(dirs.chunks), pages: paintFirstPages(dirs.pages) };
}
