import "server-only";
import { serverSettings } from "@/lib/settings/server";
import { EnquiryStore } from "./store";

let shared: Promise<EnquiryStore> | undefined;

/** The server's one store, opened and migrated on first use. A failed open is retried next time. */
export function sharedStore(): Promise<EnquiryStore> {
  shared ??= EnquiryStore.open(serverSettings()).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
