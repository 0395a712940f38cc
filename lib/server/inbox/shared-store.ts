import "server-only";
import { serverSettings } from "@/lib/settings/server";
import { EnquiryStore } from "./store";

// Next.js bundles route handlers and instrumentation.ts apart, each with its own copy of this module.
// The store lives on globalThis so the process keeps ONE connection: two SQLite connections in one
// thread would make a transaction awaiting between statements block the other's busy-wait.
const KEY = Symbol.for("lumora.enquiry-store");
const holder = globalThis as typeof globalThis & { [KEY]?: Promise<EnquiryStore> };

/** The server's one store, opened and migrated on first use. A failed open is retried next time. */
export function sharedStore(): Promise<EnquiryStore> {
  holder[KEY] ??= EnquiryStore.open(serverSettings()).catch((error: unknown) => {
    holder[KEY] = undefined;
    throw error;
  });
  return holder[KEY];
}

/** Closes the server's store (graceful shutdown); the next `sharedStore()` would open it again. */
export async function closeSharedStore(): Promise<void> {
  const opening = holder[KEY];
  holder[KEY] = undefined;
  const store = await opening?.catch(() => undefined);
  await store?.close();
}
