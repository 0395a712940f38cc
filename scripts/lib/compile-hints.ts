/**
 * V8's explicit compile hint (Chrome 136+): a script that opens with this comment is compiled whole
 * on a background thread while it streams in, instead of one function at a time on the main thread
 * the first time each is called. Next.js chunks are arrays of module factories that all run as the
 * chunk loads, so the lazy way costs a phone tens of milliseconds of blocked main thread at start-up.
 */
import { rewriteFiles } from "./rewrite-files";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Puts the hint at the top of every `.js` file in `chunksDir` that lacks it; returns how many it changed. */
export function addCompileHints(chunksDir: string): number {
  return rewriteFiles(chunksDir, ".js", (code) => (code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code));
}
