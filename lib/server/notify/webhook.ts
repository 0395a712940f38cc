import "server-only";
import { createHmac } from "node:crypto";
import type { Alerter } from "./alerts";
import type { Sender } from "./notice";

export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The signed timestamp lets
 * a receiver refuse a captured delivery replayed later (docs/operations.md: a 5-minute window).
 */
export const webhookSignature = (secret: string, body: string, nowMs = Date.now()) => {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
};

type WebhookSettings = { url: string; secret: string; timeoutMs?: number };

/** The event type of a held enquiry's notice (its body and `X-Enquiry-Event` header say so). */
export const HELD_ENQUIRY_EVENT = "enquiry.held";

/**
 * POSTs the notice as JSON, signed; any 2xx answer within the time limit counts as delivered. A held
 * enquiry's notice has `type: "enquiry.held"`, `holdReason` and `reviewUrl`, and the event header.
 */
export function createWebhookSender(settings: WebhookSettings): Sender {
  return ({ held, ...notice }) =>
    held
      ? post(
          settings,
          JSON.stringify({ type: HELD_ENQUIRY_EVENT, ...notice, holdReason: held.reason, reviewUrl: held.reviewUrl }),
          { "X-Enquiry-Id": notice.id, "X-Enquiry-Event": HELD_ENQUIRY_EVENT },
        )
      : post(settings, JSON.stringify(notice), { "X-Enquiry-Id": notice.id });
}

/** POSTs an alert as JSON (`type` says which), signed as notices are, with an `X-Enquiry-Event` header. */
export function createWebhookAlerter(settings: WebhookSettings): Alerter {
  return (event) => post(settings, JSON.stringify(event), { "X-Enquiry-Event": event.type });
}

async function post(settings: WebhookSettings, body: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(settings.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "enquiry-notifier",
      ...headers,
      "X-Enquiry-Signature": webhookSignature(settings.secret, body),
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(settings.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new Error(`webhook answered ${response.status}`);
}
