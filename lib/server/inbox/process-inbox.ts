import "server-only";
import { INBOX_KEY } from "@/platform/runtime-keys.mjs";
import type { DeliveryWorker } from "@/lib/server/notify/worker";
import type { EnquiryStore } from "./store";

/**
 * The inbox of this server process: ONE store connection, whichever bundle asks (two SQLite connections in
 * one thread would make a transaction awaiting between statements block the other's busy-wait), the
 * delivery worker the enquiry routes nudge, and the rejections counted in memory until the worker adds
 * them to the store. Kept on globalThis under INBOX_KEY (platform/runtime-keys.mjs says why).
 */
export type ProcessInbox = {
  store?: Promise<EnquiryStore>;
  delivery?: { worker: DeliveryWorker; close: () => void };
  rejectedPending: number;
  /** Installed when the worker starts; server/index.mjs runs it after the last request in flight. */
  stop?: () => Promise<void>;
};

export function processInbox(): ProcessInbox {
  const existing = Reflect.get(globalThis, INBOX_KEY) as ProcessInbox | undefined;
  if (existing) return existing;
  const created: ProcessInbox = { rejectedPending: 0 };
  Reflect.set(globalThis, INBOX_KEY, created);
  return created;
}
