import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/lib/free-port.mjs";

/** The newest installed PostgreSQL server binaries, or undefined when none are installed. */
export function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1)!, "bin") : undefined;
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (as .ci/run does). */
function run(bin: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const command = root ? "su" : bin;
  const argv = root ? ["postgres", "-s", "/bin/sh", "-c", [bin, ...args].map((a) => `'${a}'`).join(" ")] : args;
  execFileSync(command, argv, { stdio: "ignore" });
}

/** A throwaway PostgreSQL cluster on a loopback port, for tests that stop and start the database. */
export async function startCluster() {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL server binaries are not installed");
  const dir = mkdtempSync(path.join(tmpdir(), "lumora-pg-"));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), -1);
  const port = await freePort();
  run(path.join(bin, "initdb"), ["-D", dir, "-A", "trust", "-U", "postgres"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const ctl = (...args: string[]) => run(path.join(bin, "pg_ctl"), ["-D", dir, ...args]);
  const start = () => ctl("-l", path.join(dir, "server.log"), "-o", options, "-w", "start");
  const stop = () => ctl("-m", "fast", "-w", "stop");
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
