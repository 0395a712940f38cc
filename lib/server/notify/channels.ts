import "server-only";
import type { Channel } from "@/lib/server/inbox/database";
import type { ServerSettings } from "@/lib/settings/schema";
import { createEmailSender } from "./email";
import type { Sender } from "./notice";
import { createWebhookSender } from "./webhook";

type ChannelSettings = Pick<
  ServerSettings,
  | "siteUrl"
  | "SMTP_URL"
  | "ENQUIRY_NOTIFY_TO"
  | "ENQUIRY_NOTIFY_FROM"
  | "ENQUIRY_WEBHOOK_URL"
  | "ENQUIRY_WEBHOOK_SECRET"
>;

/** The channels configured now; with none, enquiries are stored as before and nobody is told. */
export function configuredChannels(settings: ChannelSettings): Channel[] {
  const channels: Channel[] = [];
  if (settings.SMTP_URL && settings.ENQUIRY_NOTIFY_TO.length) channels.push("email");
  if (settings.ENQUIRY_WEBHOOK_URL && settings.ENQUIRY_WEBHOOK_SECRET) channels.push("webhook");
  return channels;
}

export function createSenders(settings: ChannelSettings): {
  senders: Partial<Record<Channel, Sender>>;
  close: () => void;
} {
  const senders: Partial<Record<Channel, Sender>> = {};
  let close = () => {};
  if (settings.SMTP_URL && settings.ENQUIRY_NOTIFY_TO.length) {
    const email = createEmailSender({
      smtpUrl: settings.SMTP_URL,
      to: settings.ENQUIRY_NOTIFY_TO,
      from: settings.ENQUIRY_NOTIFY_FROM,
      siteUrl: settings.siteUrl,
    });
    senders.email = email.send;
    close = email.close;
  }
  if (settings.ENQUIRY_WEBHOOK_URL && settings.ENQUIRY_WEBHOOK_SECRET) {
    senders.webhook = createWebhookSender({
      url: settings.ENQUIRY_WEBHOOK_URL,
      secret: settings.ENQUIRY_WEBHOOK_SECRET,
    });
  }
  return { senders, close };
}
