import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notice } from "@/lib/server/notify/notice";
import { createWebhookSender } from "@/lib/server/notify/webhook";
import { verifierFromDocs } from "../webhook-verifier-from-docs";
import { startWebhookReceiver } from "./support/webhook-receiver";

const secret = "a-webhook-secret-of-some-length";
const notice: Notice = {
  id: "5f0c8d2e-8a61-4b7e-9f3c-1d2e3f4a5b6c",
  receivedAt: "2026-12-01T10:00:00.000Z",
  name: "Radu Petrescu",
  email: "radu@example.com",
  company: "Olt Freight",
  message: "A delivery we will capture and replay.",
  page: "",
};

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let verifier: Awaited<ReturnType<typeof verifierFromDocs>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  verifier = await verifierFromDocs();
});
afterAll(() => receiver.close());

describe("the webhook verifier docs/operations.md prints", () => {
  it("accepts a real delivery and refuses it replayed outside the 5-minute window, tampered, or under another key", async () => {
    await createWebhookSender({ url: receiver.url, secret })(notice);
    const [hit] = receiver.received;
    const header = hit!.headers["x-enquiry-signature"];
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const signedAt = Number(/^t=(\d+)/.exec(String(header))![1]);
    expect(Math.abs(signedAt - Date.now() / 1000)).toBeLessThan(5);
    const { verifyEnquirySignature, REPLAY_WINDOW_S } = verifier;
    expect(REPLAY_WINDOW_S).toBe(300);
    expect(verifyEnquirySignature(secret, hit!.body, header)).toBe(true);
    expect(verifyEnquirySignature(secret, hit!.body, header, signedAt + 299)).toBe(true);
    // The captured delivery, replayed six minutes later.
    expect(verifyEnquirySignature(secret, hit!.body, header, signedAt + 360)).toBe(false);
    expect(verifyEnquirySignature(secret, hit!.body.replace("Radu", "Rada"), header)).toBe(false);
    expect(verifyEnquirySignature(`${secret}x`, hit!.body, header)).toBe(false);
    // The timestamp cannot be moved forward: it is inside the signed text.
    const moved = String(header).replace(/^t=\d+/, `t=${signedAt + 360}`);
    expect(verifyEnquirySignature(secret, hit!.body, moved, signedAt + 360)).toBe(false);
    expect(verifyEnquirySignature(secret, hit!.body, undefined)).toBe(false);
    expect(verifyEnquirySignature(secret, hit!.body, "sha256=abc")).toBe(false);
  });
});
