import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { createObservation } from "@/server/observe/index.mjs";
import { flushRejectedEnquiries, noteRejectedEnquiry } from "@/lib/server/inbox/counters";
import { deleteByEmail } from "@/lib/server/inbox/data-rights";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { storeMetrics } from "@/lib/server/observe/store-metrics";
import { sample, testStores } from "./support/stores";

const value = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe.each(testStores("metrics.test.ts"))("inbox metrics read from the store (%s)", (_name, settings) => {
  it("count stored, held and rejected enquiries across instances, and survive erasure", async () => {
    // Two stores on the same inbox stand for two server instances.
    const [one, two] = [await EnquiryStore.open(settings), await EnquiryStore.open(settings)];
    try {
      const before = await storeMetrics(two, ["email"]);
      const base = (status: string) => value(before, `enquiries_received_total{status="${status}"}`) ?? 0;
      const tag = `m${Date.now()}`;
      await one.save(sample(tag), "/", { channels: ["email"] });
      await one.save(sample(tag), "/", { status: "held", holdReason: "no proof of work" });
      noteRejectedEnquiry();
      noteRejectedEnquiry();
      await flushRejectedEnquiries(one);
      const after = await storeMetrics(two, ["email"]);
      expect(value(after, 'enquiries_received_total{status="stored"}')).toBe(base("stored") + 1);
      expect(value(after, 'enquiries_received_total{status="held"}')).toBe(base("held") + 1);
      expect(value(after, 'enquiries_received_total{status="rejected"}')).toBe(base("rejected") + 2);
      expect(value(after, 'enquiry_deliveries_pending{channel="email"}')).toBeGreaterThanOrEqual(1);
      expect(value(after, 'enquiry_deliveries_failed{channel="email"}')).toBeGreaterThanOrEqual(0);
      expect(value(after, "enquiry_delivery_oldest_pending_seconds")).toBeGreaterThanOrEqual(0);

      // Erasure (like the retention purge) removes the rows; the counts stay.
      expect((await deleteByEmail(one, sample(tag).email)).enquiries).toBe(2);
      const erased = await storeMetrics(two, ["email"]);
      expect(value(erased, 'enquiries_received_total{status="stored"}')).toBe(base("stored") + 1);
      expect(value(erased, 'enquiries_received_total{status="held"}')).toBe(base("held") + 1);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe("GET /api/metrics", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "metrics-route-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("answers 401 without the bearer token and Prometheus text with it", async () => {
    Object.assign(process.env, { METRICS_TOKEN: "a-metrics-token-123456", ENQUIRY_DATA_DIR: dir, DATABASE_URL: "" });
    // What server/index.mjs does at start: its request metrics go into prom-client's default registry.
    createObservation(
      { ACCESS_LOG_DIR: undefined, ACCESS_LOG_RETENTION_DAYS: 14, ACCESS_LOG_STDOUT_CLIENT: "off" },
      { stdout: new Writable({ write: (_chunk, _encoding, done) => done() }) },
    );
    const { GET } = await import("@/app/api/metrics/route.node");
    const get = (authorization?: string) =>
      GET(new Request("http://localhost/api/metrics", { headers: authorization ? { authorization } : {} }));
    expect((await get()).status).toBe(401);
    expect((await get("Bearer a-metrics-token-12345")).status).toBe(401);
    const response = await get("Bearer a-metrics-token-123456");
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const series of [
      "enquiries_received_total",
      "enquiry_deliveries_pending",
      "enquiry_deliveries_failed",
      "enquiry_delivery_oldest_pending_seconds",
      "http_requests_total",
      "http_request_duration_seconds",
      "process_resident_memory_bytes",
    ])
      expect(text).toContain(`# TYPE ${series}`);
  });
});
