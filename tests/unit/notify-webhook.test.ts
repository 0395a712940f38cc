import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notice } from "@/lib/server/notify/notice";
import { createWebhookSender } from "@/lib/server/notify/webhook";
import { startWebhookReceiver } from "./support/webhook-receiver";

const secret = "a-webhook-secret-of-some-length";
const notice: Notice = {
  id: "7d1c2b9e-1f3a-4c5d-8e9f-0a1b2c3d4e5f",
  receivedAt: "2026-12-01T10:00:00.000Z",
  name: 'Karim "K" Haddad',
  email: "karim@example.com",
  company: "",
  message: "Hello\nwith ünïcödé 🚀",
  page: "http://localhost:3000/contact",
};

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

describe("enquiry webhook", () => {
  it("POSTs the enquiry as JSON with its id and a timestamped HMAC-SHA256 signature of the raw body", async () => {
    await createWebhookSender({ url: receiver.url, secret })(notice);
    const [hit] = receiver.received;
    expect(JSON.parse(hit!.body)).toEqual(notice);
    expect(hit!.headers["content-type"]).toBe("application/json");
    expect(hit!.headers["x-enquiry-id"]).toBe(notice.id);
    const t = /^t=(\d+),/.exec(String(hit!.headers["x-enquiry-signature"]))?.[1];
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(5);
    const expected = `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${hit!.body}`).digest("hex")}`;
    expect(hit!.headers["x-enquiry-signature"]).toBe(expected);
  });

  it("throws on a non-2xx answer and on a timeout", async () => {
    receiver.status = () => 500;
    await expect(createWebhookSender({ url: receiver.url, secret })(notice)).rejects.toThrow(/500/);
    receiver.status = () => 0;
    await expect(createWebhookSender({ url: receiver.url, secret, timeoutMs: 300 })(notice)).rejects.toThrow();
    receiver.status = () => 200;
  });
});
