import "server-only";
import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from "kysely";
import { addToCounters } from "./counters";
import type { Database } from "./database";
import { erasedIds, recordErasures } from "./erasures";
import { toStoredEnquiry, type EnquiryStore, type StoredEnquiry } from "./store";

const DAY_MS = 86_400_000;

type Removed = { enquiries: number; deliveries: number };
type Filter = (eb: ExpressionBuilder<Database, "enquiries">) => Expression<SqlBool>;

const sameEmail =
  (email: string): Filter =>
  (eb) =>
    eb(sql<string>`lower(email)`, "=", email.toLowerCase());

/**
 * Deletes the matching enquiries and their deliveries (deliveries first: SQLite does not cascade), and
 * keeps the intake counts (metrics) whole by adding what is removed to them.
 */
async function removeWhere(trx: Transaction<Database>, filter: Filter): Promise<Removed> {
  const ids = trx.selectFrom("enquiries").select("id").where(filter);
  const byStatus = await trx
    .selectFrom("enquiries")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where(filter)
    .groupBy("status")
    .execute();
  const count = (held: boolean) =>
    byStatus.filter((r) => (r.status !== "received") === held).reduce((sum, r) => sum + Number(r.n), 0);
  await addToCounters(trx, { "removed:stored": count(false), "removed:held": count(true) });
  const deliveries = await trx.deleteFrom("enquiry_deliveries").where("enquiry_id", "in", ids).executeTakeFirst();
  const enquiries = await trx.deleteFrom("enquiries").where("id", "in", ids).executeTakeFirst();
  return { enquiries: Number(enquiries.numDeletedRows), deliveries: Number(deliveries.numDeletedRows) };
}

/**
 * Retention: removes enquiries older than `days` days, their deliveries, expired proof-of-work nonces
 * and spent review links past their expiry.
 */
export async function purgeExpired(store: EnquiryStore, days: number, now = Date.now()): Promise<Removed> {
  const removed = await store.db
    .transaction()
    .execute((trx) => removeWhere(trx, (eb) => eb("created_at", "<", new Date(now - days * DAY_MS).toISOString())));
  await store.db.deleteFrom("enquiry_pow_spent").where("expires_at", "<", new Date(now).toISOString()).execute();
  await store.db.deleteFrom("enquiry_review_used").where("expires_at", "<", new Date(now).toISOString()).execute();
  if (removed.enquiries) await compact(store);
  return removed;
}

/**
 * After enquiries are deleted from SQLite: VACUUM rewrites the file without the free pages, and a
 * truncating checkpoint empties the write-ahead log, so no deleted text stays readable in either
 * (secure_delete already zeroes the pages). PostgreSQL's own space reuse and the provider's snapshots
 * are the operator's to configure.
 */
export async function compact(store: EnquiryStore): Promise<void> {
  if (store.dialect !== "sqlite") return;
  await sql`vacuum`.execute(store.db);
  await sql`pragma wal_checkpoint(truncate)`.execute(store.db);
}

/** Every enquiry from this address (case-insensitive), newest first: a data subject's access request. */
export async function findByEmail(store: EnquiryStore, email: string): Promise<StoredEnquiry[]> {
  const rows = await store.db
    .selectFrom("enquiries")
    .selectAll()
    .where(sameEmail(email))
    .orderBy("seq", "desc")
    .execute();
  return rows.map(toStoredEnquiry);
}

/** Removes one enquiry and its deliveries (the review page's Delete), inside the caller's transaction. */
export function deleteEnquiry(trx: Transaction<Database>, id: string): Promise<Removed> {
  return removeWhere(trx, (eb) => eb("id", "=", id));
}

/**
 * Erasure: removes every enquiry from this address and its deliveries, and records the address's keyed
 * fingerprint in the ledger that `restore` applies again, in one transaction; then compacts SQLite.
 */
export async function deleteByEmail(store: EnquiryStore, email: string): Promise<Removed> {
  const removed = await store.db.transaction().execute(async (trx) => {
    await recordErasures(trx, [{ kind: "email", value: email }]);
    return removeWhere(trx, sameEmail(email));
  });
  await compact(store);
  return removed;
}

/** Erasure of one enquiry by its id, recorded in the ledger as `deleteByEmail` records an address. */
export async function deleteById(store: EnquiryStore, id: string): Promise<Removed> {
  const removed = await store.db.transaction().execute(async (trx) => {
    const found = await removeWhere(trx, (eb) => eb("id", "=", id));
    if (found.enquiries) await recordErasures(trx, [{ kind: "id", value: id }]);
    return found;
  });
  if (removed.enquiries) await compact(store);
  return removed;
}

/** Removes the stored enquiries the erasure ledger names (after a restore), inside the caller's transaction. */
export async function reapplyErasures(trx: Transaction<Database>): Promise<number> {
  const ids = await erasedIds(trx);
  if (!ids.length) return 0;
  return (await removeWhere(trx, (eb) => eb("id", "in", ids))).enquiries;
}

export type Correction = Partial<Record<"name" | "email" | "company" | "message", string>>;

/** Rectification: corrects the given fields of one enquiry; resolves false when there is no such enquiry. */
export async function updateEnquiry(store: EnquiryStore, id: string, correction: Correction): Promise<boolean> {
  const result = await store.db.updateTable("enquiries").set(correction).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Restriction: the enquiry is kept but never notified, released, listed in a digest or exported. Its
 * pending deliveries are dropped and a held enquiry is taken out of review (marked released, so no review
 * link or `release` can notify it). Resolves false when there is no such enquiry.
 */
export async function restrictEnquiry(store: EnquiryStore, id: string, now = new Date()): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("enquiries").select("status").where("id", "=", id).executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable("enquiries")
      .set({ restricted_at: now.toISOString(), ...(row.status === "held" ? { status: "released" as const } : {}) })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("enquiry_deliveries").where("enquiry_id", "=", id).where("state", "!=", "delivered").execute();
    return true;
  });
}
