import "server-only";
import { randomBytes } from "node:crypto";
import type { EnquiryStore } from "./store";

const cache = new WeakMap<EnquiryStore, Map<string, Promise<string>>>();

/**
 * A random key created once and kept in the inbox database under `name`, so every instance sharing
 * the store (and every restart) agrees on it.
 */
export function storedSecret(store: EnquiryStore, name: string): Promise<string> {
  const mine = cache.get(store) ?? new Map<string, Promise<string>>();
  cache.set(store, mine);
  let secret = mine.get(name);
  if (!secret) {
    secret = (async () => {
      await store.db
        .insertInto("enquiry_secrets")
        .values({ name, value: randomBytes(32).toString("hex") })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const row = await store.db
        .selectFrom("enquiry_secrets")
        .select("value")
        .where("name", "=", name)
        .executeTakeFirstOrThrow();
      return row.value;
    })();
    secret.catch(() => mine.delete(name));
    mine.set(name, secret);
  }
  return secret;
}
