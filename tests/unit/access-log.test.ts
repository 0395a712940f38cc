import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { Registry } from "prom-client";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DailyFile } from "@/server/observe/daily-file.mjs";
import { createObservation } from "@/server/observe/index.mjs";
import { clientAddress } from "@/platform/client-address.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "access-log-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("access log lines", () => {
  it("one JSON line per request: time, method, path without query, status, duration, IP, user agent; never the body", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split("\n"));
        done();
      },
    });
    const registry = new Registry();
    const observation = createObservation(
      { ACCESS_LOG_DIR: undefined, ACCESS_LOG_RETENTION_DAYS: 14, ACCESS_LOG_STDOUT_CLIENT: "on" },
      { stdout: sink, registry },
    );
    const server = createServer((req, res) => {
      // One trusted proxy: the address it appended, never the one the client wrote before it.
      const ip = clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress, 1);
      res.once("finish", () => observation.requestDone(req, res, 0.0042, ip));
      req.resume();
      req.on("end", () => res.writeHead(req.url?.startsWith("/missing") ? 404 : 201).end("ok"));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      await fetch(`${base}/api/enquiries?email=ana@example.com`, {
        method: "POST",
        headers: { "User-Agent": "test-agent/1.0", "X-Forwarded-For": "198.51.100.66, 203.0.113.9" },
        body: JSON.stringify({ message: "SECRET BODY TEXT" }),
      });
      await fetch(`${base}/missing#part`, { headers: { "User-Agent": "x".repeat(5000) } });
      // The access line is written when the response finishes, which may be after the client has read it.
      await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 5_000 });
    } finally {
      server.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      type: "access",
      method: "POST",
      path: "/api/enquiries",
      status: 201,
      ip: "203.0.113.9",
      ua: "test-agent/1.0",
    });
    expect(entries[0]!.ms).toBe(4.2);
    expect(Date.parse(String(entries[0]!.time))).toBeGreaterThan(Date.now() - 60_000);
    expect(entries[1]).toMatchObject({ method: "GET", path: "/missing", status: 404, ip: "127.0.0.1" });
    // Client-written fields are bounded.
    expect(String(entries[1]!.ua).length).toBeLessThanOrEqual(257);
    expect(lines.join("\n")).not.toMatch(/SECRET BODY|ana@example\.com/);
    // The same answers are counted in the request metrics.
    const counted = await registry.getSingleMetricAsString("http_requests_total");
    expect(counted).toContain('http_requests_total{method="POST",status="201"} 1');
    expect(counted).toContain('http_requests_total{method="GET",status="404"} 1');
  });
});

describe("daily access-log files", () => {
  it("writes today's file, starts a new one at midnight UTC and deletes those past the retention", async () => {
    const logDir = path.join(dir, "daily");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(logDir);
    for (const day of ["2026-11-01", "2026-11-08", "2026-11-09"])
      writeFileSync(path.join(logDir, `access-${day}.log`), "{}\n");
    writeFileSync(path.join(logDir, "notes.txt"), "kept");
    let now = Date.parse("2026-11-23T23:59:59.500Z");
    const file = new DailyFile(logDir, 14, () => now);
    // 14 days before 23 November is 9 November: the 9th is kept, older days go.
    expect(readdirSync(logDir).sort()).toEqual(["access-2026-11-09.log", "notes.txt"]);
    file.write('{"n":1}\n');
    now = Date.parse("2026-11-24T00:00:00.100Z");
    file.write('{"n":2}\n');
    file.flushSync();
    file.end();
    await vi.waitFor(
      () => {
        expect(readFileSync(path.join(logDir, "access-2026-11-23.log"), "utf8")).toBe('{"n":1}\n');
        expect(readFileSync(path.join(logDir, "access-2026-11-24.log"), "utf8")).toBe('{"n":2}\n');
      },
      { timeout: 5_000 },
    );
    expect(existsSync(path.join(logDir, "access-2026-11-09.log"))).toBe(false);
  });
});

describe("where the client's IP address and user agent go", { timeout: 60_000 }, () => {
  const writeLine = (env: Record<string, string>) => {
    const logDir = mkdtempSync(path.join(dir, "where-"));
    const run = spawnSync(process.execPath, ["--import", "tsx", "tests/unit/support/write-access-line.ts"], {
      env: { ...process.env, ACCESS_LOG_DIR: logDir, ...env },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    const stdout = JSON.parse(run.stdout.trim()) as Record<string, unknown>;
    const [file] = readdirSync(logDir);
    const kept = JSON.parse(readFileSync(path.join(logDir, file!), "utf8").trim()) as Record<string, unknown>;
    return { stdout, kept };
  };

  it("stdout, which the platform keeps, carries neither by default; the deleted-after-N-days files carry both", () => {
    const { stdout, kept } = writeLine({});
    expect(stdout).toMatchObject({ type: "access", path: "/about", status: 200 });
    expect(stdout).not.toHaveProperty("ip");
    expect(stdout).not.toHaveProperty("ua");
    expect(kept).toMatchObject({ path: "/about", ip: "203.0.113.9", ua: "test-agent/1.0" });
  });

  it("stdout carries both only when the operator opts in with ACCESS_LOG_STDOUT_CLIENT=on", () => {
    const { stdout } = writeLine({ ACCESS_LOG_STDOUT_CLIENT: "on" });
    expect(stdout).toMatchObject({ ip: "203.0.113.9", ua: "test-agent/1.0" });
  });
});
