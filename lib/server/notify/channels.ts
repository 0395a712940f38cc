import "server-only";
import type { Channel } from "@/lib/server/inbox/database";
import type { ServerSettings } from "@/lib/settings/schema.mjs";
import type { Alerter } from "./alerts";
import type { DigestEvent } from "./digest";
import { createEmailSender, type TeamMail } from "./email";
import type { Sender } from "./notice";
import { createWebhookAlerter, createWebhookSender } from "./webhook";

type ChannelSettings = Pick<
  ServerSettings,
  | "siteUrl"
  | "SMTP_URL"
  | "ENQUIRY_NOTIFY_TO"
  | "ENQUIRY_NOTIFY_FROM"
  | "ENQUIRY_WEBHOOK_URL"
  | "ENQUIRY_WEBHOOK_SECRET"
  | "SMTP_ALLOW_PLAINTEXT"
>;

/** The channels configured now; with none, enquiries are stored as before and nobody is told. */
export function configuredChannels(settings: ChannelSettings): Channel[] {
  const channels: Channel[] = [];
  if (settings.SMTP_URL && settings.ENQUIRY_NOTIFY_TO.length) channels.push("email");
  if (settings.ENQUIRY_WEBHOOK_URL && settings.ENQUIRY_WEBHOOK_SECRET) channels.push("webhook");
  return channels;
}

export type Senders = {
  senders: Partial<Record<Channel, Sender>>;
  alerters: Partial<Record<Channel, Alerter>>;
  /** Email to the team (the digest); absent without SMTP. */
  mail?: TeamMail;
  /** The digest through the webhook, signed like its alerts; absent without the webhook. */
  post?: (event: DigestEvent) => Promise<void>;
  close: () => void;
};

export function createSenders(settings: ChannelSettings): Senders {
  const result: Senders = { senders: {}, alerters: {}, close: () => {} };
  if (settings.SMTP_URL && settings.ENQUIRY_NOTIFY_TO.length) {
    const email = createEmailSender({
      smtpUrl: settings.SMTP_URL,
      to: settings.ENQUIRY_NOTIFY_TO,
      from: settings.ENQUIRY_NOTIFY_FROM,
      siteUrl: settings.siteUrl,
      allowPlaintext: settings.SMTP_ALLOW_PLAINTEXT === "on",
    });
    result.senders.email = email.send;
    result.alerters.email = email.alert;
    result.mail = email.mail;
    result.close = email.close;
  }
  if (settings.ENQUIRY_WEBHOOK_URL && settings.ENQUIRY_WEBHOOK_SECRET) {
    const webhook = { url: settings.ENQUIRY_WEBHOOK_URL, secret: settings.ENQUIRY_WEBHOOK_SECRET };
    result.senders.webhook = createWebhookSender(webhook);
    result.alerters.webhook = createWebhookAlerter(webhook);
    // The alerter posts any event as signed JSON with its `type` as X-Enquiry-Event; the digest is one more.
    const post = createWebhookAlerter(webhook) as unknown as (event: DigestEvent) => Promise<void>;
    result.post = post;
  }
  return result;
}
