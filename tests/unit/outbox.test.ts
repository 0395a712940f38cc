import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleEnquiry } from "@/lib/server/inbox/handle-enquiry";
import {
  claimDue,
  deliveriesOf,
  MAX_ATTEMPTS,
  release,
  retryFailed,
  settleDelivered,
  settleFailed,
} from "@/lib/server/inbox/outbox";
import { RateLimiter } from "@/lib/server/inbox/rate-limit";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { createSenders } from "@/lib/server/notify/channels";
import { DeliveryWorker } from "@/lib/server/notify/worker";
import { logger } from "@/lib/server/observe/logger";
import { readServerSettings } from "@/lib/settings/schema.mjs";
import { headerValues, startSmtpSink, type SmtpSink } from "@/scripts/lib/smtp-sink";
import { MAX_LINKS } from "@/lib/server/inbox/spam-signals";
import { sample, testStores } from "./support/stores";
import { subjectOf, textOf } from "./support/mail";
import { eventually, startWebhookReceiver } from "./support/webhook-receiver";

const post = (body: object) =>
  new Request("http://localhost:3000/api/enquiries", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", host: "localhost:3000", referer: "http://localhost:3000/contact" },
  });

describe.each(testStores("outbox.test.ts"))("delivery outbox on %s", (_name, storeSettings) => {
  let store: EnquiryStore;
  let sink: SmtpSink;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let notify: ReturnType<typeof readServerSettings>;
  let warned: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    // Failed attempts are logged as warnings (JSON lines through the server's logger).
    warned = vi.spyOn(logger(), "warn").mockImplementation(() => undefined);
    store = await EnquiryStore.open(storeSettings);
    await store.db.deleteFrom("enquiry_deliveries").execute();
    sink = await startSmtpSink();
    hook = await startWebhookReceiver();
    notify = readServerSettings({
      SMTP_URL: sink.url,
      ENQUIRY_NOTIFY_TO: "sales@agency.example",
      ENQUIRY_WEBHOOK_URL: hook.url,
      ENQUIRY_WEBHOOK_SECRET: "0123456789abcdef0123",
    });
  });
  afterAll(async () => {
    warned.mockRestore();
    await hook.close();
    await sink.close();
    await store.close();
  });

  const deps = {
    store: async () => store,
    limiter: new RateLimiter(0),
    allowedOrigins: [],
    channels: ["email", "webhook"] as const,
  };
  const worker = () => {
    const { senders, close } = createSenders(notify);
    const w = new DeliveryWorker({
      store: async () => store,
      senders,
      siteUrl: notify.siteUrl,
      maxBackoffS: 1,
      pollMs: 100,
    });
    return { w, close };
  };

  it("writes the enquiry and one pending delivery per channel together", async () => {
    const response = await handleEnquiry(post(sample("together")), { ...deps, channels: ["email", "webhook"] });
    const { id } = (await response.json()) as { id: string };
    const rows = await deliveriesOf(store, [id]);
    expect(rows.map((r) => [r.channel, r.state, r.attempts])).toEqual([
      ["email", "pending", 0],
      ["webhook", "pending", 0],
    ]);
    await store.db.deleteFrom("enquiry_deliveries").execute();
  });

  it("answers 201 at once while SMTP is down and the webhook fails, and delivers everything once they are back", async () => {
    await sink.close();
    hook.status = () => 500;
    const { w, close } = worker();
    w.start();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const response = await handleEnquiry(post(sample(`fault-${i}`)), {
        ...deps,
        channels: ["email", "webhook"],
        nudge: () => w.nudge(),
      });
      expect(response.status).toBe(201);
      expect(performance.now() - started).toBeLessThan(500);
      ids.push(((await response.json()) as { id: string }).id);
    }
    await eventually(
      async () => (await deliveriesOf(store, ids)).every((d) => d.attempts >= 1),
      10_000,
      "failed attempts",
    );
    await sink.restart();
    hook.status = () => 200;
    await eventually(
      async () => (await deliveriesOf(store, ids)).every((d) => d.state === "delivered"),
      15_000,
      "delivery",
    );
    await w.stop();
    close();
    const mailed = sink.mails.flatMap((m) => headerValues(m.raw, "X-Enquiry-Id"));
    const hooked = hook.received.map((r) => r.headers["x-enquiry-id"]);
    for (const id of ids) {
      expect(mailed.filter((x) => x === id)).toHaveLength(1);
      expect(hooked.filter((x) => x === id)).toHaveLength(1);
    }
    expect(warned).toHaveBeenCalled();
  });

  it("tells the team of a held enquiry at once, marked held with its review link; near-certain spam waits", async () => {
    const { w, close } = worker();
    w.start();
    const send = async (body: object) => {
      const response = await handleEnquiry(post(body), {
        ...deps,
        channels: ["email", "webhook"],
        proofOfWork: true,
        nudge: () => w.nudge(),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const held = await send(sample("no-proof"));
    const spam = await send({
      ...sample("spam"),
      message: Array.from({ length: MAX_LINKS + 1 }, (_, n) => `https://site-${n}.example`).join(" "),
    });
    await eventually(
      async () => (await deliveriesOf(store, [held])).every((d) => d.state === "delivered"),
      10_000,
      "held notice",
    );
    await w.stop();
    close();
    expect(await deliveriesOf(store, [spam])).toEqual([]);

    const mail = sink.mails.find((m) => headerValues(m.raw, "X-Enquiry-Id").includes(held))!;
    expect(subjectOf(mail.raw)).toMatch(/^Held enquiry \(review\) from /);
    expect(textOf(mail.raw)).toMatch(/held \(no proof of work\)[\s\S]*\/review\?token=r1\./);
    const hit = hook.received.find((r) => r.headers["x-enquiry-id"] === held)!;
    expect(hit.headers["x-enquiry-event"]).toBe("enquiry.held");
    const body = JSON.parse(hit.body) as Record<string, string>;
    expect(body).toMatchObject({ type: "enquiry.held", id: held, holdReason: "no proof of work" });
    expect(body.reviewUrl).toMatch(/^http:\/\/localhost:3000\/review\?token=r1\./);
    expect(sink.mails.some((m) => headerValues(m.raw, "X-Enquiry-Id").includes(spam))).toBe(false);
  });

  it("holds a claim for its lease, then lets another worker take it over", async () => {
    const id = await store.save(sample("lease"), "/", { channels: ["webhook"] });
    const now = Date.now();
    const first = await claimDue(store, { channels: ["webhook"], limit: 10, leaseMs: 60_000, now });
    expect(first.map((d) => d.enquiry_id)).toEqual([id]);
    expect(await claimDue(store, { channels: ["webhook"], limit: 10, leaseMs: 60_000, now: now + 1000 })).toEqual([]);
    const second = await claimDue(store, { channels: ["webhook"], limit: 10, leaseMs: 60_000, now: now + 61_000 });
    expect(second.map((d) => d.enquiry_id)).toEqual([id]);
    await settleDelivered(store, first); // the expired claim no longer settles the row
    expect((await deliveriesOf(store, [id]))[0]!.state).toBe("pending");
    await settleDelivered(store, second);
    expect((await deliveriesOf(store, [id]))[0]!.state).toBe("delivered");
  });

  it(`retries with doubling delays, gives up as failed after ${MAX_ATTEMPTS} attempts, and retry re-queues`, async () => {
    const id = await store.save(sample("give-up"), "/", { channels: ["webhook"] });
    let now = Date.now();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const [claimed] = await claimDue(store, { channels: ["webhook"], limit: 1, leaseMs: 1000, now });
      await settleFailed(store, claimed!, { error: "down", maxBackoffS: 300 }, now);
      const [row] = await deliveriesOf(store, [id]);
      delays.push(Date.parse(row!.next_attempt_at) - now);
      now = Date.parse(row!.next_attempt_at);
    }
    expect(delays.slice(0, 5)).toEqual([2000, 4000, 8000, 16000, 32000]);
    expect(Math.max(...delays)).toBe(300_000);
    expect((await deliveriesOf(store, [id]))[0]).toMatchObject({
      state: "failed",
      attempts: MAX_ATTEMPTS,
      last_error: "down",
    });
    expect(await retryFailed(store, id)).toBe(1);
    expect((await deliveriesOf(store, [id]))[0]).toMatchObject({ state: "pending", attempts: 0 });
  });

  it("release notifies a held enquiry that waited for the digest, once", async () => {
    const id = await store.save(sample("held"), "/", { status: "held", holdReason: "5 links in the message" });
    expect(await deliveriesOf(store, [id])).toEqual([]);
    expect(await release(store, id, ["email"])).toBe(true);
    expect(await release(store, id, ["email"])).toBe(false);
    expect((await store.get(id))!.status).toBe("released");
    expect((await deliveriesOf(store, [id])).map((d) => d.channel)).toEqual(["email"]);
  });

  it("a held enquiry the team was told of at once is sent again, as an ordinary one, on release", async () => {
    const id = await store.save(sample("held-told"), "/", {
      status: "held",
      holdReason: "no proof of work",
      channels: ["email"],
    });
    expect(await deliveriesOf(store, [id])).toMatchObject([{ channel: "email", state: "pending" }]);
    const claimed = await claimDue(store, { channels: ["email"], limit: 100, leaseMs: 60_000 });
    await settleDelivered(store, claimed);
    expect((await deliveriesOf(store, [id]))[0]!.state).toBe("delivered");
    expect(await release(store, id, ["email"])).toBe(true);
    expect(await deliveriesOf(store, [id])).toMatchObject([{ channel: "email", state: "pending", attempts: 0 }]);
  });
});
