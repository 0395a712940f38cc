/**
 * A delivery worker in its own process, as the server runs it, for the crash test:
 * node --conditions=react-server --import tsx tests/unit/support/run-worker.ts (settings from the environment).
 */
import { EnquiryStore } from "@/lib/server/inbox/store";
import { createSenders } from "@/lib/server/notify/channels";
import { DeliveryWorker } from "@/lib/server/notify/worker";
import { readServerSettings } from "@/lib/settings/schema.mjs";

const settings = readServerSettings(process.env);
const store = EnquiryStore.open(settings);
const worker = new DeliveryWorker({
  store: () => store,
  senders: createSenders(settings).senders,
  siteUrl: settings.siteUrl,
  maxBackoffS: settings.ENQUIRY_DELIVERY_MAX_BACKOFF_S,
  leaseMs: Number(process.env.WORKER_LEASE_MS ?? 120_000),
  pollMs: 100,
});
console.warn = () => undefined;
worker.start();
process.on("SIGTERM", () => void worker.stop().then(() => process.exit(0)));
