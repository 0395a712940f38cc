import "server-only";
import { serverSettings } from "@/lib/settings/server";
import { EnquiryStore } from "./store";
import { processGlobal } from "@/lib/server/process-global";

// ONE connection per process, whichever bundle asks: two SQLite connections in one thread would make a
// transaction awaiting between statements block the other's busy-wait.
const opened = processGlobal<Promise<EnquiryStore>>("enquiryStore");

/** The server's one store, opened and migrated on first use. A failed open is retried next time. */
export function sharedStore(): Promise<EnquiryStore> {
  return opened.getOrCreate(() =>
    EnquiryStore.open(serverSettings()).catch((error: unknown) => {
      opened.set(undefined);
      throw error;
    }),
  );
}

/** Closes the server's store (graceful shutdown); the next `sharedStore()` would open it again. */
export async function closeSharedStore(): Promise<void> {
  const opening = opened.get();
  opened.set(undefined);
  const store = await opening?.catch(() => undefined);
  await store?.close();
}
