import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../playwright-test";
import { freePort } from "@/scripts/lib/free-port.mjs";

// server/index.mjs patches `res.setHeader` (enforceCacheControl) so that our caching rule replaces the
// `s-maxage` Next.js puts on prerendered pages: a shared cache would otherwise keep a page for a year.
// This spec serves the same build with plain `next start`, which has no such patch. The day it fails,
// Next.js no longer sets its own Cache-Control on pages, and the patch can go (keep the plain header).
test("Next.js on its own still gives a prerendered page a shared-cache lifetime, so the server must override it", async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumora-next-start-"));
  const nextBin = path.join("node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
      SITE_URL: url,
      ENQUIRY_DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
    stdio: "ignore",
  });
  try {
    const home = () => fetch(`${url}/`).catch(() => undefined);
    await expect.poll(async () => (await home())?.status, { timeout: 30_000, message: "next start answers" }).toBe(200);
    const cacheControl = (await home())?.headers.get("cache-control") ?? "";
    expect(cacheControl, "Next.js's own page header (server/index.mjs replaces it)").toMatch(/s-maxage=\d+/);
  } finally {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
