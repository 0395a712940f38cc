import "server-only";
import { createHmac } from "node:crypto";
import type { Sender } from "./notice";

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** GitHub's convention: `sha256=` and the hex HMAC-SHA256 of the raw body. */
export const webhookSignature = (secret: string, body: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** POSTs the notice as JSON, signed; any 2xx answer within the time limit counts as delivered. */
export function createWebhookSender(settings: { url: string; secret: string; timeoutMs?: number }): Sender {
  return async (notice) => {
    const body = JSON.stringify(notice);
    const response = await fetch(settings.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "enquiry-notifier",
        "X-Enquiry-Id": notice.id,
        "X-Enquiry-Signature": webhookSignature(settings.secret, body),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(settings.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status < 200 || response.status > 299) throw new Error(`webhook answered ${response.status}`);
  };
}
