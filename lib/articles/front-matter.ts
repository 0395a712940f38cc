import { parse as parseYaml } from "yaml";

/**
 * Splits an article into its front matter and its Markdown. The front matter is YAML only, parsed with
 * YAML's core schema (dates stay the text the writer typed, so the schema can check them as written); a
 * block that names another language (`---js`, `---json`, `---coffee`) is refused, so no article can run
 * code at build time. A file without a `---` first line has no front matter.
 */
export function splitFrontMatter(source: string, file: string): { data: unknown; content: string } {
  const text = source.replace(/^\uFEFF/, "");
  const open = /^---([^\r\n]*)\r?\n/.exec(text);
  if (!open) return { data: {}, content: text };
  const language = (open[1] ?? "").trim();
  if (language && language.toLowerCase() !== "yaml") {
    throw new Error(`${file}: front matter must be YAML ("---" alone on the first line), not "---${language}"`);
  }
  const rest = text.slice(open[0].length);
  const close = /^---[ \t]*(?:\r?\n|$)/m.exec(rest);
  if (!close) throw new Error(`${file}: the front matter opened by "---" on the first line is never closed`);
  let data: unknown;
  try {
    data = parseYaml(rest.slice(0, close.index), { schema: "core" });
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML: ${error instanceof Error ? error.message : error}`);
  }
  return { data: data ?? {}, content: rest.slice(close.index + close[0].length) };
}
