import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Applies `transform` to every file under `dir` whose name ends in `extension` (it gets the text and
 * the file's path relative to `dir`); returns how many it changed.
 */
export function rewriteFiles(
  dir: string,
  extension: string,
  transform: (text: string, relativePath: string) => string,
): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(extension)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, "utf8");
    const rewritten = transform(text, path.relative(dir, file));
    if (rewritten === text) continue;
    writeFileSync(file, rewritten);
    changed++;
  }
  return changed;
}
