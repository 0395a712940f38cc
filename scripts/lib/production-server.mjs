// @ts-check
import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./free-port.mjs";

/**
 * Starts `npm start`'s server (server/index.mjs) from the existing build on a free loopback port; resolves once it answers.
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<{ base: string; stop: () => void }>}
 */
export async function startProductionServer(env) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.resolve(import.meta.dirname, "../../server/index.mjs")], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop: () => server.kill() };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  server.kill();
  throw new Error("The production server did not start: run `npm run build` first");
}
