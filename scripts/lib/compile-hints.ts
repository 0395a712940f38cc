/**
 * V8's explicit compile hint (Chrome 136+): a script that opens with this comment is compiled whole
 * on a background thread while it streams in, instead of one function at a time on the main thread
 * the first time each is called. Next.js chunks are arrays of module factories that all run as the
 * chunk loads, so the lazy way costs a phone tens of milliseconds of blocked main thread at start-up.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Puts the hint at the top of every `.js` file in `chunksDir` that lacks it; returns how many it changed. */
export function addCompileHints(chunksDir: string): number {
  let changed = 0;
  for (const entry of readdirSync(chunksDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const code = readFileSync(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + code);
    changed++;
  }
  return changed;
}
