import "server-only";
import { serverSettings } from "@/lib/settings/server";
import { processInbox } from "./process-inbox";
import { EnquiryStore } from "./store";

/** The server's one store, opened and migrated on first use. A failed open is retried next time. */
export function sharedStore(): Promise<EnquiryStore> {
  const inbox = processInbox();
  inbox.store ??= EnquiryStore.open(serverSettings()).catch((error: unknown) => {
    inbox.store = undefined;
    throw error;
  });
  return inbox.store;
}

/** Closes the server's store (graceful shutdown); the next `sharedStore()` would open it again. */
export async function closeSharedStore(): Promise<void> {
  const inbox = processInbox();
  const opening = inbox.store;
  inbox.store = undefined;
  const store = await opening?.catch(() => undefined);
  await store?.close();
}
