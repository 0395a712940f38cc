import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "@/scripts/lib/free-port.mjs";
import { E2E_BUILD_FOLDER } from "@/platform/build-folders.mjs";

export type OwnServer = { child: ChildProcess; url: string; dataDir: string; output: () => string };

/**
 * Spawns the server `npm start` runs, over the suite's production build, on a free loopback port with its own
 * data folder; `env` overrides the defaults.
 */
async function spawnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumora-ops-"));
  let output = "";
  const child = spawn(process.execPath, ["server/index.mjs"], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? E2E_BUILD_FOLDER,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      ENQUIRY_DATA_DIR: dataDir,
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, url, dataDir, output: () => output };
}

/** The suite's production build served by a fresh server with its own settings and data folder. */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const server = await spawnServer({ ENQUIRY_RATE_LIMIT_PER_MINUTE: "0", ENQUIRY_PROOF_OF_WORK: "off", ...env });
  await expect
    .poll(server.output, { timeout: 30_000, message: "the server says it is ready" })
    .toContain("Lumora ready on");
  return server;
}

/** Starts a server that must refuse to start: its exit code, everything it printed and how long it took. */
export async function refusedStart(env: Record<string, string>) {
  const started = Date.now();
  const server = await spawnServer(env);
  try {
    const code = await new Promise<number | null>((resolve) => server.child.on("exit", resolve));
    return { code, output: server.output(), ms: Date.now() - started };
  } finally {
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** Runs `check` against a fresh server, then kills it and removes its data folder whatever happened. */
export async function withOwnServer(env: Record<string, string>, check: (server: OwnServer) => Promise<void>) {
  const server = await startOwnServer(env);
  try {
    await check(server);
  } finally {
    server.child.kill("SIGKILL");
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** The server's JSON log lines, parsed (anything else it printed is skipped). */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export const enquiryBody = (tag: string) =>
  JSON.stringify({
    name: "Ioana Marin",
    email: `ioana+${tag}@example.com`,
    company: "Danube Logistics",
    message: `We need a booking portal for our warehouses (${tag}).`,
  });

/** POSTs one enquiry as the site's own form would (same origin), without a proof of work. */
export const postEnquiry = (base: string, tag: string) =>
  fetch(`${base}/api/enquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, Referer: `${base}/contact` },
    body: enquiryBody(tag),
  });
