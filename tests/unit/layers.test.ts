import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layers run one way (ARCHITECTURE.md, "Layers"): server/ (the Node process `npm start` runs) may
// import lib/settings and platform/; the code Next.js bundles (app, components, content, lib) may import
// platform/ but never server/; platform/ imports no project folder at all.

const root = path.resolve(__dirname, "../..");
const SOURCE = /\.(ts|tsx|mjs|mts)$/;
const IMPORT = /(?:^|[\s;])(?:import|export)\b[^"'`]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((name) => SOURCE.test(name))
    .map((name) => path.join(entry, name));
}

/** The project folder an import lands in (app, lib, server...), or null for a package or a Node module. */
function folderOf(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith(".")) target = path.relative(root, path.resolve(root, path.dirname(file), specifier));
  else return null;
  const [top = ""] = target.split(/[\\/]/);
  return SOURCE.test(top) ? "." : top;
}

function importedFolders(files: string[]): { file: string; folder: string }[] {
  return files.flatMap((file) =>
    [...readFileSync(path.join(root, file), "utf8").matchAll(IMPORT)].flatMap(([, from, dynamic]) => {
      const folder = folderOf(file, (from ?? dynamic)!);
      return folder === null ? [] : [{ file, folder }];
    }),
  );
}

const offending = (files: string[], allowed: (folder: string) => boolean) =>
  importedFolders(files)
    .filter(({ folder }) => !allowed(folder))
    .map(({ file, folder }) => `${file} imports ${folder}/`);

describe("layers", () => {
  it("the code Next.js bundles never imports the Node server", () => {
    const bundled = ["app", "components", "content", "lib", "instrumentation.ts", "next.config.ts"].flatMap(
      sourceFiles,
    );
    expect(bundled.length).toBeGreaterThan(100);
    expect(offending(bundled, (folder) => folder !== "server")).toEqual([]);
  });

  it("platform/ depends on no project folder", () => {
    const platform = sourceFiles("platform");
    expect(platform.length).toBeGreaterThan(3);
    expect(offending(platform, (folder) => folder === "platform")).toEqual([]);
  });

  it("the Node server imports only itself, platform/ and lib/settings", () => {
    const server = sourceFiles("server");
    const imports = importedFolders(server);
    expect(imports.length).toBeGreaterThan(5);
    expect(offending(server, (folder) => ["server", "platform", "lib"].includes(folder))).toEqual([]);
    const intoLib = server.flatMap((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(IMPORT)]
        .map(([, from, dynamic]) => (from ?? dynamic)!)
        .filter((specifier) => specifier.includes("lib/") && !specifier.includes("lib/settings/schema.mjs")),
    );
    expect(intoLib).toEqual([]);
  });

  it("finds an import of server/ where there is one (the scan itself works)", () => {
    expect(folderOf("lib/server/live-text.ts", "@/server/live-text.mjs")).toBe("server");
    expect(folderOf("lib/server/live-text.ts", "../../server/live-text.mjs")).toBe("server");
    expect(folderOf("lib/server/live-text.ts", "./site-page")).toBe("lib");
    expect(folderOf("lib/server/live-text.ts", "pino")).toBeNull();
  });
});

describe("exported names", () => {
  // Next.js's file conventions (GET, metadata, default...) live in app/ and are left out: one name, one shape
  // is about the project's own modules.
  it("no two modules export the same name", () => {
    const files = ["components", "content", "lib", "platform", "server"].flatMap(sourceFiles);
    const EXPORT = /^export (?:async )?(?:function\*?|const|let|type|interface|class|enum) ([A-Za-z_$][\w$]*)/gm;
    const homes = new Map<string, string[]>();
    for (const file of files)
      for (const [, name] of readFileSync(path.join(root, file), "utf8").matchAll(EXPORT))
        homes.set(name!, [...(homes.get(name!) ?? []), file]);
    const shared = [...homes].filter(([, where]) => where.length > 1).map(([name, where]) => `${name}: ${where}`);
    expect(homes.size).toBeGreaterThan(200);
    expect(shared).toEqual([]);
  });
});
