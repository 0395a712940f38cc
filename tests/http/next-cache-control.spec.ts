import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../playwright-test";
import { freePort } from "@/scripts/lib/free-port.mjs";
import { E2E_BUILD_FOLDER } from "@/platform/build-folders.mjs";

// The caching rule lives in next.config.ts `headers()` (Next.js's public API), not in a patch of the
// custom server: Next.js alone would give a prerendered page `s-maxage=31536000`, and a shared cache
// would keep it for a year. This spec serves the same build with plain `next start`, without
// server/index.mjs, and expects the rule there too.
test("plain next start applies the site's caching rule: pages revalidate, hashed files are immutable", async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumora-next-start-"));
  const nextBin = path.join("node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? E2E_BUILD_FOLDER,
      SITE_URL: url,
      ENQUIRY_DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
    stdio: "ignore",
  });
  try {
    const home = () => fetch(`${url}/`).catch(() => undefined);
    await expect.poll(async () => (await home())?.status, { timeout: 30_000, message: "next start answers" }).toBe(200);
    const header = async (path: string) => (await fetch(`${url}${path}`)).headers.get("cache-control");
    expect(await header("/")).toBe("public, max-age=0, must-revalidate");
    expect(await header("/technologies/react")).toBe("public, max-age=0, must-revalidate");
    const html = await (await fetch(`${url}/`)).text();
    const shareCard = html.match(/\/assets\/og\/home\.[0-9a-f]{8}\.png/)![0];
    expect(await header(shareCard)).toBe("public, max-age=31536000, immutable");
    expect(await header("/api/health")).toBe("no-store");
  } finally {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
