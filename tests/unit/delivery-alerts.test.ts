import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isFailing, openIncidents } from "@/lib/server/inbox/incidents";
import { deliveriesOf, MAX_ATTEMPTS } from "@/lib/server/inbox/outbox";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { createSenders } from "@/lib/server/notify/channels";
import { webhookSignature } from "@/lib/server/notify/webhook";
import { DeliveryWorker } from "@/lib/server/notify/worker";
import { readServerSettings } from "@/lib/settings/schema.mjs";
import { startSmtpSink, type SmtpSink } from "@/scripts/lib/smtp-sink";
import { subjectOf } from "./support/mail";
import { sample } from "./support/stores";
import { eventually, startWebhookReceiver } from "./support/webhook-receiver";

/** The signature `webhookSignature` gives this body at the second the delivery says it was signed. */
const signedAsSent = (delivery: { headers: Record<string, unknown>; body: string }) =>
  webhookSignature(
    SECRET,
    delivery.body,
    Number(/^t=(\d+)/.exec(String(delivery.headers["x-enquiry-signature"]))?.[1]) * 1000,
  );

// Real SMTP and HTTP servers; the alert threshold is 1 s so an incident fits in a test.
const SECRET = "0123456789abcdef0123";
const ALERT_AFTER_S = 1;

let sink: SmtpSink;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
const dirs: string[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
  hook = await startWebhookReceiver();
});
afterAll(async () => {
  await sink.close().catch(() => undefined);
  await hook.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

let running: { worker: DeliveryWorker; store: EnquiryStore; close: () => void } | undefined;
afterEach(async () => {
  await running?.worker.stop();
  running?.close();
  await running?.store.close();
  running = undefined;
});

async function startWorker() {
  const dir = mkdtempSync(path.join(tmpdir(), "enquiries-alerts-"));
  dirs.push(dir);
  const settings = readServerSettings({
    ENQUIRY_DATA_DIR: dir,
    SMTP_URL: sink.url,
    ENQUIRY_NOTIFY_TO: "team@agency.example",
    ENQUIRY_WEBHOOK_URL: hook.url,
    ENQUIRY_WEBHOOK_SECRET: SECRET,
    SITE_URL: "https://agency.example",
  });
  const store = await EnquiryStore.open(settings);
  const { senders, alerters, close } = createSenders(settings);
  const worker = new DeliveryWorker({
    store: async () => store,
    senders,
    alerters,
    alertAfterS: ALERT_AFTER_S,
    siteUrl: settings.siteUrl,
    maxBackoffS: 1,
    pollMs: 50,
  });
  running = { worker, store, close };
  worker.start();
  return { store, worker };
}

const alertMails = (prefix: string) => sink.mails.filter((m) => subjectOf(m.raw).startsWith(prefix));
const events = (type: string) =>
  hook.received.filter((r) => r.headers["x-enquiry-event"] === type).map((r) => ({ ...r, json: JSON.parse(r.body) }));

describe("a channel down past the alert threshold", () => {
  it("alerts once through the other channel, then says when it recovers", async () => {
    sink.mails.length = 0;
    hook.received.length = 0;
    hook.status = () => 503;
    const { store } = await startWorker();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(await store.save(sample(`down-${i}`), "/contact", { channels: ["email", "webhook"] }));
    running!.worker.nudge();

    await eventually(() => alertMails("Alert:").length > 0, 10_000, "the alert email");
    const alertedAt = Date.now();
    const [incident] = await openIncidents(store);
    expect(incident?.channel).toBe("webhook");
    const latency = alertedAt - Date.parse(incident!.since) - ALERT_AFTER_S * 1000;
    console.info(`alert latency after the threshold: ${latency} ms`);
    expect(latency).toBeLessThan(2_000);
    expect(subjectOf(alertMails("Alert:")[0]!.raw)).toMatch(
      /^Alert: webhook notifications of agency\.example failing since /,
    );
    expect(isFailing(incident!, ALERT_AFTER_S)).toBe(true);

    // Several more failed retries: still one alert.
    await eventually(
      async () => (await deliveriesOf(store, ids)).every((d) => d.channel === "email" || d.attempts >= 3),
      10_000,
      "retries",
    );
    expect(alertMails("Alert:")).toHaveLength(1);
    expect(events("delivery.failing")).toHaveLength(0);

    hook.status = () => 200;
    await eventually(() => alertMails("Recovered:").length === 1, 15_000, "the recovery email");
    const recovered = events("delivery.recovered");
    expect(recovered).toHaveLength(1);
    expect(recovered[0]!.json).toMatchObject({
      type: "delivery.recovered",
      channel: "webhook",
      since: incident!.since,
    });
    expect(recovered[0]!.headers["x-enquiry-signature"]).toBe(signedAsSent(recovered[0]!));
    expect(await openIncidents(store)).toHaveLength(0);
    await eventually(
      async () => (await deliveriesOf(store, ids)).every((d) => d.state === "delivered"),
      10_000,
      "delivery",
    );
  });

  it("a failing SMTP server is reported to the webhook as signed JSON", async () => {
    hook.received.length = 0;
    hook.status = () => 200;
    await sink.close();
    try {
      const { store } = await startWorker();
      await store.save(sample("smtp-down"), "/", { channels: ["email", "webhook"] });
      running!.worker.nudge();
      await eventually(() => events("delivery.failing").length > 0, 15_000, "the webhook alert");
      const [alert] = events("delivery.failing");
      expect(alert!.json).toMatchObject({ type: "delivery.failing", channel: "email", pending: 1 });
      expect(typeof alert!.json.since).toBe("string");
      expect(alert!.headers["x-enquiry-signature"]).toBe(signedAsSent(alert!));
      await new Promise((r) => setTimeout(r, 1500));
      expect(events("delivery.failing")).toHaveLength(1);
    } finally {
      await sink.restart();
    }
  });

  it("a delivery's final failure alerts once per incident", async () => {
    sink.mails.length = 0;
    hook.status = () => 500;
    const { store, worker } = await startWorker();
    await worker.stop();
    const ids = [
      await store.save(sample("final-1"), "/", { channels: ["webhook"] }),
      await store.save(sample("final-2"), "/", { channels: ["webhook"] }),
    ];
    await store.db
      .updateTable("enquiry_deliveries")
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute();
    worker.start();
    await eventually(
      async () => (await deliveriesOf(store, ids)).every((d) => d.state === "failed"),
      10_000,
      "final failures",
    );
    await eventually(() => alertMails("Alert:").length > 0, 5_000, "the final-failure email");
    await new Promise((r) => setTimeout(r, 1500));
    const finals = alertMails("Alert: webhook notification of an enquiry");
    expect(finals).toHaveLength(1);
    expect(sink.mails.filter((m) => subjectOf(m.raw).startsWith("Alert:"))).toHaveLength(2); // + the failing alert
    const [incident] = await openIncidents(store);
    expect(incident?.final_alerted_at).not.toBeNull();
  });
});
