import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const vnuJar = path.join(path.dirname(require.resolve("vnu-jar")), "build/dist/vnu.jar");

type Message = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

/**
 * Runs the Nu Html Checker (vnu.jar, the W3C validator's engine) once over every document given, in one
 * Java process, and returns its errors as "<name>:<line>: <message>" lines (warnings are left out).
 */
export async function nuHtmlErrors(documents: ReadonlyMap<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "lumora-vnu-"));
  try {
    const files = [...documents].map(([name, html], index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, html);
      return [file, name] as const;
    });
    const nameOf = new Map(files.map(([file, name]) => [`file:${file}`, name]));
    // vnu exits 1 when it finds an error; its report (JSON on stderr) is what counts.
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", ...files.map(([file]) => file)],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string; code?: number }) => {
      if (error.code === 1 && error.stderr) return { stderr: error.stderr };
      throw error;
    });
    const { messages } = JSON.parse(stderr) as { messages: Message[] };
    return messages
      .filter((m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error")
      .map(
        (m) =>
          `${nameOf.get(m.url) ?? m.url}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` (${m.extract.trim().slice(0, 80)})` : ""}`,
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
