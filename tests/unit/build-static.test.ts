import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs `npm run build:static`'s script with only the given settings; it must stop before building. */
function buildStatic(env: Record<string, string>) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-static.ts"], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { ...result, ms: Date.now() - started };
}

describe("npm run build:static without its settings", () => {
  it.each([
    [{}, ["SITE_URL", "NEXT_PUBLIC_ENQUIRY_ENDPOINT"]],
    [{ SITE_URL: "https://www.lumora.example" }, ["NEXT_PUBLIC_ENQUIRY_ENDPOINT"]],
    [
      { SITE_URL: "https://www.lumora.example", NEXT_PUBLIC_ENQUIRY_ENDPOINT: "/api/enquiries" },
      ["NEXT_PUBLIC_ENQUIRY_ENDPOINT: must be an absolute"],
    ],
  ])("stops at once, naming what is missing: %o", (env, named) => {
    const { status, stderr, stdout, ms } = buildStatic(env);
    expect(status).toBe(1);
    for (const name of named) expect(stderr).toContain(name);
    expect(stdout).not.toContain("Creating an optimized production build");
    expect(ms).toBeLessThan(15_000);
  });
});
