import "server-only";
import { sharedStore } from "@/lib/server/inbox/shared-store";
import { serverSettings } from "@/lib/settings/server";
import { createSenders } from "./channels";
import { sendDigest } from "./digest";
import { DeliveryWorker } from "./worker";
import { processGlobal } from "@/lib/server/process-global";

type Running = { worker: DeliveryWorker; close: () => void };

// The enquiry route's nudge must reach the worker that instrumentation.ts started, in another bundle.
const running = processGlobal<Running>("deliveryWorker");

/** Starts this server process's delivery, alert, digest and retention worker (once). */
export function startDeliveryWorker(): void {
  if (running.get()) return;
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
  running.set({ worker, close });
}

/** Wakes the worker after a new enquiry is committed. */
export function nudgeDeliveryWorker(): void {
  running.get()?.worker.nudge();
}

/** For graceful shutdown: stops polling, waits for the sends in flight, closes SMTP connections. */
export async function stopDeliveryWorker(): Promise<void> {
  const current = running.get();
  if (!current) return;
  running.set(undefined);
  await current.worker.stop();
  current.close();
}
