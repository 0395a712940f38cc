/**
 * Load benchmark of the embedded inbox: 2,000 valid enquiries from 50 concurrent clients on loopback
 * against the production server (`npm run build` first), with email notifications on to a local SMTP
 * sink (proof of work off: the clients are scripts). Prints accepted, stored, lost, latency and
 * throughput, then delivery: mails received, missing, duplicates and the time until the last one.
 * Logging is as in production: JSON lines on stdout plus the daily access-log file (ACCESS_LOG_DIR).
 * Usage: npm run bench -- inbox [--total 2000 --concurrency 50 --no-notify]
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { EnquiryStore } from "../lib/server/inbox/store";
import { readServerSettings } from "../lib/settings/schema.mjs";
import { startProductionServer } from "./lib/production-server.mjs";
import { wholeNumber } from "./lib/cli-options";
import { headerValues, startSmtpSink } from "./lib/smtp-sink";

const { values } = parseArgs({
  options: { total: { type: "string" }, concurrency: { type: "string" }, "no-notify": { type: "boolean" } },
});
const TOTAL = wholeNumber(values.total, "total", 2000);
const CONCURRENCY = wholeNumber(values.concurrency, "concurrency", 50);
const NOTIFY = !values["no-notify"];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumora-bench-"));
  const sink = await startSmtpSink();
  const env = {
    ENQUIRY_DATA_DIR: dataDir,
    ENQUIRY_RATE_LIMIT_PER_MINUTE: "0",
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    SMTP_URL: NOTIFY ? sink.url : "",
    ENQUIRY_NOTIFY_TO: NOTIFY ? "bench@agency.example" : "",
    ENQUIRY_PROOF_OF_WORK: "off",
    ACCESS_LOG_DIR: path.join(dataDir, "access-log"),
  };
  const { base, stop } = await startProductionServer(env);
  try {
    const store = await EnquiryStore.open(readServerSettings(env));
    const before = await store.count();

    const latencies: number[] = [];
    const accepted = new Set<string>();
    let refused = 0;
    let next = 0;
    const started = performance.now();
    const client = async (clientId: number) => {
      while (next < TOTAL) {
        const n = next++;
        const t0 = performance.now();
        try {
          const response = await fetch(`${base}/api/enquiries`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Referer: `${base}/services/web-apps` },
            body: JSON.stringify({
              name: `Bench client ${clientId}`,
              email: `bench${n}@example.com`,
              company: "Benchmark Ltd",
              message: `Enquiry ${n}: we would like a quote for a customer portal with single sign-on.`,
            }),
          });
          latencies.push(performance.now() - t0);
          if (response.status === 201) accepted.add(((await response.json()) as { id: string }).id);
          else refused++;
        } catch {
          refused++;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => client(i)));
    const seconds = (performance.now() - started) / 1000;

    const rows = await store.list();
    const storedIds = new Set(rows.map((r) => r.id));
    const stored = (await store.count()) - before;
    const lost = [...accepted].filter((id) => !storedIds.has(id)).length;
    await store.close();

    latencies.sort((a, b) => a - b);
    console.log(`inbox bench: ${TOTAL} enquiries, ${CONCURRENCY} concurrent clients, store ${store.dialect}`);
    console.log(`accepted ${accepted.size}  refused ${refused}  stored ${stored}  lost ${lost}`);
    console.log(
      `latency p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms  max ${latencies.at(-1)!.toFixed(1)} ms`,
    );
    console.log(`throughput ${(TOTAL / seconds).toFixed(0)} requests/s over ${seconds.toFixed(2)} s`);
    console.log(`access log: ${accessLines(env.ACCESS_LOG_DIR)} POST lines in ${env.ACCESS_LOG_DIR}`);
    if (!NOTIFY) return;
    const delivery = await awaitDeliveries(sink.mails, accepted, started);
    console.log(
      `delivery: ${delivery.received} mails for ${accepted.size} enquiries  missing ${delivery.missing}  duplicates ${delivery.duplicates}  last arrived ${delivery.lastSeconds.toFixed(2)} s after the first request`,
    );
    if (lost > 0 || accepted.size !== TOTAL || delivery.missing > 0) process.exitCode = 1;
  } finally {
    stop();
    await sink.close();
  }
}

/** The enquiry POSTs recorded in the daily access-log files (a check that logging was on). */
function accessLines(dir: string): number {
  return readdirSync(dir)
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .join("")
    .split("\n")
    .filter((line) => line.includes('"method":"POST"') && line.includes('"path":"/api/enquiries"')).length;
}

/** Waits (up to two minutes) for one mail per accepted enquiry; counts missing and duplicate ids. */
async function awaitDeliveries(mails: { raw: string }[], accepted: Set<string>, started: number) {
  let lastCount = -1;
  let lastAt = performance.now();
  while (performance.now() - lastAt < 120_000) {
    if (mails.length !== lastCount) {
      lastCount = mails.length;
      lastAt = performance.now();
    }
    const seen = new Set(mails.flatMap((m) => headerValues(m.raw, "X-Enquiry-Id")));
    if ([...accepted].every((id) => seen.has(id))) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const ids = mails.flatMap((m) => headerValues(m.raw, "X-Enquiry-Id"));
  const unique = new Set(ids);
  return {
    received: mails.length,
    missing: [...accepted].filter((id) => !unique.has(id)).length,
    duplicates: ids.length - unique.size,
    lastSeconds: (lastAt - started) / 1000,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
