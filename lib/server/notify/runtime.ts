import "server-only";
import { processInbox } from "@/lib/server/inbox/process-inbox";
import { closeSharedStore, sharedStore } from "@/lib/server/inbox/shared-store";
import { logger } from "@/lib/server/observe/logger";
import { tellsNobody } from "@/lib/settings/check";
import { ENQUIRY_ENDPOINT } from "@/lib/settings/public";
import type { ServerSettings } from "@/lib/settings/schema.mjs";
import { serverSettings } from "@/lib/settings/server";
import { createSenders } from "./channels";
import { sendDigest } from "./digest";
import { DeliveryWorker } from "./worker";

/**
 * The inbox's lifecycle, in one place. instrumentation.ts starts this server process's delivery, alert,
 * digest and retention worker (once) and installs the stop that server/index.mjs runs after the last
 * request in flight: the worker stops polling, finishes its sends, closes SMTP connections, then the
 * store closes.
 */
export function startInbox(): void {
  const inbox = processInbox();
  if (inbox.delivery) return;
  const settings = serverSettings();
  const { senders, alerters, mail, post, close } = createSenders(settings);
  warnIfNobodyIsTold(settings);
  const worker = new DeliveryWorker({
    store: sharedStore,
    senders,
    alerters,
    alertAfterS: settings.ENQUIRY_ALERT_AFTER_S,
    heldNoticeBudget: settings.ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR,
    daily: (mail || post) && {
      digestHour: settings.ENQUIRY_DIGEST_HOUR,
      run: async (store) => void (await sendDigest(store, settings.siteUrl, { mail, post })),
    },
    siteUrl: settings.siteUrl,
    maxBackoffS: settings.ENQUIRY_DELIVERY_MAX_BACKOFF_S,
    retentionDays: settings.ENQUIRY_RETENTION_DAYS,
  });
  worker.start();
  inbox.delivery = { worker, close };
  inbox.stop = async () => {
    const running = inbox.delivery;
    inbox.delivery = undefined;
    if (running) {
      await running.worker.stop();
      running.close();
    }
    await closeSharedStore();
  };
}

/**
 * With the form posting to this inbox and no channel configured, an enquiry is stored and nobody is told:
 * say so once at start, as lib/settings/check.ts does before every build and start (which refuses a public
 * SITE_URL unless ENQUIRY_NOTIFY_NONE=acknowledged, when no page promises a reply time).
 */
export function warnIfNobodyIsTold(settings: ServerSettings, endpoint: string = ENQUIRY_ENDPOINT): boolean {
  if (!tellsNobody(settings, endpoint)) return false;
  logger().warn(
    { event: "inbox.no-notice-channel" },
    settings.ENQUIRY_NOTIFY_NONE === "acknowledged"
      ? "No notification channel is set (ENQUIRY_NOTIFY_NONE=acknowledged): enquiries are stored and nobody is told; the pages promise no reply time."
      : "No notification channel is set: enquiries are stored and nobody is told, while the site promises a reply within 24 hours. Set SMTP_URL and ENQUIRY_NOTIFY_TO, or ENQUIRY_WEBHOOK_URL and ENQUIRY_WEBHOOK_SECRET.",
  );
  return true;
}

/** Wakes the worker after a new enquiry is committed. */
export function nudgeDeliveryWorker(): void {
  processInbox().delivery?.worker.nudge();
}
