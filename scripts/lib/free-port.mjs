// @ts-check
import { execFileSync } from "node:child_process";
import { createServer } from "node:net";

/** A loopback port nobody listens on right now. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    })
  );
}

/**
 * A free port kept in `process.env[name]`: Playwright evaluates its config again in every worker, and
 * they must all agree with the server the first evaluation started.
 * @param {string} name
 */
export function reservedPort(name) {
  process.env[name] ??= execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
  return Number(process.env[name]);
}
