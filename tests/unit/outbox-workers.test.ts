import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveriesOf } from "@/lib/server/inbox/outbox";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { createSenders } from "@/lib/server/notify/channels";
import { DeliveryWorker } from "@/lib/server/notify/worker";
import { readServerSettings } from "@/lib/settings/schema.mjs";
import { sample, testDatabaseUrl } from "./support/stores";
import { eventually, startWebhookReceiver } from "./support/webhook-receiver";

const SECRET = "0123456789abcdef0123";
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  hook = await startWebhookReceiver();
});
afterAll(() => hook.close());

const queue = async (store: EnquiryStore, n: number, tag: string) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await store.save(sample(`${tag}-${i}`), "/", { channels: ["webhook"] }));
  return ids;
};
const receivedCount = (id: string) => hook.received.filter((r) => r.headers["x-enquiry-id"] === id).length;

describe("a worker killed with deliveries in flight", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "enquiries-crash-"));
  const env = { ENQUIRY_DATA_DIR: dir, DATABASE_URL: "", WORKER_LEASE_MS: "1500" };
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });
  const startWorker = () =>
    spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/unit/support/run-worker.ts"], {
      env: { ...process.env, ...env, ENQUIRY_WEBHOOK_URL: hook.url, ENQUIRY_WEBHOOK_SECRET: SECRET },
      stdio: "ignore",
    });

  it("delivers them after a restart (SIGKILL, lease expiry)", async () => {
    const store = await EnquiryStore.open(readServerSettings(env));
    const ids = await queue(store, 5, "crash");
    hook.status = () => 0; // the receiver holds every request open: the worker is mid-send
    child = startWorker();
    await eventually(() => hook.hits >= 5, 15_000, "the first worker's sends");
    child.kill("SIGKILL");
    await new Promise((resolve) => child!.once("exit", resolve));
    const stuck = await deliveriesOf(store, ids);
    expect(stuck.every((d) => d.state === "pending" && d.locked_until !== null)).toBe(true);

    hook.status = () => 200;
    child = startWorker();
    await eventually(
      async () => (await deliveriesOf(store, ids)).every((d) => d.state === "delivered"),
      20_000,
      "redelivery",
    );
    child.kill("SIGTERM");
    for (const id of ids) expect(receivedCount(id)).toBe(1);
    await store.close();
  }, 40_000);
});

describe.skipIf(!testDatabaseUrl)("two workers on one PostgreSQL", () => {
  it("never send one delivery twice (FOR UPDATE SKIP LOCKED claims)", async () => {
    const settings = readServerSettings({
      DATABASE_URL: testDatabaseUrl,
      ENQUIRY_WEBHOOK_URL: hook.url,
      ENQUIRY_WEBHOOK_SECRET: SECRET,
    });
    const stores = [await EnquiryStore.open(settings), await EnquiryStore.open(settings)];
    await stores[0]!.db.deleteFrom("enquiry_deliveries").execute();
    const ids = await queue(stores[0]!, 200, "pair");
    const workers = stores.map(
      (store) =>
        new DeliveryWorker({
          store: async () => store,
          senders: createSenders(settings).senders,
          siteUrl: settings.siteUrl,
          maxBackoffS: 1,
          batch: 5,
        }),
    );
    const attempted = await Promise.all(workers.map((w) => w.drain()));
    expect(attempted[0]! + attempted[1]!).toBe(200);
    expect(Math.min(...attempted)).toBeGreaterThan(0);
    for (const id of ids) expect(receivedCount(id)).toBe(1);
    expect((await deliveriesOf(stores[0]!, ids)).every((d) => d.state === "delivered")).toBe(true);
    await Promise.all(stores.map((s) => s.close()));
  });
});
if (!testDatabaseUrl)
  console.warn("TEST_DATABASE_URL is not set: the two-worker PostgreSQL test is skipped (.ci/run sets it).");
