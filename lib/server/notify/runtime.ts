import "server-only";
import { sharedStore } from "@/lib/server/inbox/shared-store";
import { serverSettings } from "@/lib/settings/server";
import { createSenders } from "./channels";
import { sendDigest } from "./digest";
import { DeliveryWorker } from "./worker";

type Running = { worker: DeliveryWorker; close: () => void };

// Next.js bundles instrumentation and route handlers apart: the one worker lives on globalThis so the
// enquiry route's nudge reaches the worker that instrumentation.ts started.
const KEY = Symbol.for("lumora.enquiry-delivery-worker");
const holder = globalThis as typeof globalThis & { [KEY]?: Running };

/** Starts this server process's delivery, alert, digest and retention worker (once). */
export function startDeliveryWorker(): void {
  if (holder[KEY]) return;
  const settings = serverSettings();
  const { senders, alerters, mail, close } = createSenders(settings);
  const worker = new DeliveryWorker({
    store: sharedStore,
    senders,
    alerters,
    alertAfterS: settings.ENQUIRY_ALERT_AFTER_S,
    daily: mail && {
      digestHour: settings.ENQUIRY_DIGEST_HOUR,
      run: async (store) => void (await sendDigest(store, settings.siteUrl, mail)),
    },
    siteUrl: settings.siteUrl,
    maxBackoffS: settings.ENQUIRY_DELIVERY_MAX_BACKOFF_S,
    retentionDays: settings.ENQUIRY_RETENTION_DAYS,
  });
  worker.start();
  holder[KEY] = { worker, close };
}

/** Wakes the worker after a new enquiry is committed. */
export function nudgeDeliveryWorker(): void {
  holder[KEY]?.worker.nudge();
}

/** For graceful shutdown: stops polling, waits for the sends in flight, closes SMTP connections. */
export async function stopDeliveryWorker(): Promise<void> {
  const running = holder[KEY];
  if (!running) return;
  holder[KEY] = undefined;
  await running.worker.stop();
  running.close();
}
