/**
 * Load benchmark of the embedded inbox: 2,000 valid enquiries from 50 concurrent clients on loopback
 * against the production server (`npm run build` first). Prints accepted, stored, lost, latency and
 * throughput. Usage: npm run bench:inbox [-- --total 2000 --concurrency 50]
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { EnquiryStore } from "../lib/server/inbox/store";
import { readServerSettings } from "../lib/settings/schema";
import { startProductionServer } from "./lib/production-server";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const TOTAL = arg("total", 2000);
const CONCURRENCY = arg("concurrency", 50);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumora-bench-"));
  const env = {
    ENQUIRY_DATA_DIR: dataDir,
    ENQUIRY_RATE_LIMIT_PER_MINUTE: "0",
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
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
    if (lost > 0 || accepted.size !== TOTAL) process.exitCode = 1;
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
