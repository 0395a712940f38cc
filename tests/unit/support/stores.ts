import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { readServerSettings, type ServerSettings } from "@/lib/settings/schema.mjs";

// The PostgreSQL half runs against TEST_DATABASE_URL (set by .ci/run), never the inbox DATABASE_URL names.
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** A fresh SQLite store, plus PostgreSQL when TEST_DATABASE_URL is set (with a clear warning when not). */
export function testStores(file: string): [string, ServerSettings][] {
  if (!testDatabaseUrl)
    console.warn(`TEST_DATABASE_URL is not set: ${file} skips its PostgreSQL half (.ci/run sets it).`);
  const dir = mkdtempSync(path.join(tmpdir(), "enquiries-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return [
    ["SQLite", readServerSettings({ ENQUIRY_DATA_DIR: dir })],
    ...(testDatabaseUrl
      ? [["PostgreSQL", readServerSettings({ DATABASE_URL: testDatabaseUrl })] as [string, ServerSettings]]
      : []),
  ];
}

export const sample = (tag: string) => ({
  name: "Ana Popescu",
  email: `ana+${tag}@example.com`,
  company: "Acme",
  message: `We need a booking app (${tag} ${Math.random()}).`,
});
