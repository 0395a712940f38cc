import "server-only";
import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from "kysely";
import { addToCounters } from "./counters";
import type { Database } from "./database";
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
  return removed;
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

/** Erasure: removes every enquiry from this address and its deliveries, in one transaction. */
export function deleteByEmail(store: EnquiryStore, email: string): Promise<Removed> {
  return store.db.transaction().execute((trx) => removeWhere(trx, sameEmail(email)));
}
