import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "./database";

type Db = Kysely<Database> | Transaction<Database>;

/** The secret's name in enquiry_secrets: `restore` keeps the live store's, so its fingerprints still match. */
export const ERASURE_KEY = "erasure";

/** The HMAC key of erasure fingerprints, created once and kept in the inbox. */
export async function erasureKey(db: Db): Promise<string> {
  await db
    .insertInto("enquiry_secrets")
    .values({ name: ERASURE_KEY, value: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("enquiry_secrets")
    .select("value")
    .where("name", "=", ERASURE_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** A keyed fingerprint of an erased address (case-insensitive) or enquiry id: the ledger never holds either. */
export const fingerprint = (key: string, kind: "email" | "id", value: string) =>
  createHmac("sha256", key)
    .update(`${kind}:${kind === "email" ? value.trim().toLowerCase() : value}`)
    .digest("hex");

/** Records erasures in the ledger, inside the caller's transaction. */
export async function recordErasures(db: Db, entries: { kind: "email" | "id"; value: string }[]): Promise<void> {
  if (!entries.length) return;
  const key = await erasureKey(db);
  const erasedAt = new Date().toISOString();
  await db
    .insertInto("enquiry_erasures")
    .values(entries.map((e) => ({ fingerprint: fingerprint(key, e.kind, e.value), erased_at: erasedAt })))
    .onConflict((oc) => oc.column("fingerprint").doUpdateSet({ erased_at: erasedAt }))
    .execute();
}

/**
 * The ids of the stored enquiries the ledger says were erased: by id, or by address when the enquiry
 * arrived no later than that address's last erasure (a person who writes again after an erasure is a
 * new enquiry, which a later restore must not remove).
 */
export async function erasedIds(db: Db): Promise<string[]> {
  const ledger = new Map(
    (await db.selectFrom("enquiry_erasures").select(["fingerprint", "erased_at"]).execute()).map((r) => [
      r.fingerprint,
      r.erased_at,
    ]),
  );
  if (!ledger.size) return [];
  const key = await erasureKey(db);
  const rows = await db.selectFrom("enquiries").select(["id", "email", "created_at"]).execute();
  return rows
    .filter((r) => {
      const addressErasedAt = ledger.get(fingerprint(key, "email", r.email));
      return (
        (addressErasedAt !== undefined && r.created_at <= addressErasedAt) || ledger.has(fingerprint(key, "id", r.id))
      );
    })
    .map((r) => r.id);
}
