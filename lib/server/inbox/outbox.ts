import "server-only";
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Channel, DeliveryTable } from "./database";
import { queueDeliveries, type EnquiryStore } from "./store";

export type Delivery = Selectable<DeliveryTable>;

/** After this many failed attempts a delivery is `failed`; `npm run enquiries -- retry` re-queues it. */
export const MAX_ATTEMPTS = 20;
/** The first retry waits about this long; each further one twice as long, up to the configured cap. */
export const FIRST_RETRY_MS = 2_000;

const iso = (ms: number) => new Date(ms).toISOString();

export function retryDelayMs(attempts: number, maxBackoffS: number): number {
  return Math.min(maxBackoffS * 1000, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims up to `limit` due deliveries of the given channels with a lease: one UPDATE … WHERE seq IN
 * (SELECT … FOR UPDATE SKIP LOCKED) on PostgreSQL, so concurrent workers never take the same row; one
 * single-writer UPDATE statement on SQLite. A crashed worker's lease expires and the row is due again.
 */
export async function claimDue(
  store: EnquiryStore,
  { channels, limit, leaseMs, now = Date.now() }: { channels: Channel[]; limit: number; leaseMs: number; now?: number },
): Promise<Delivery[]> {
  if (!channels.length) return [];
  const at = iso(now);
  const due = store.db
    .selectFrom("enquiry_deliveries")
    .select("seq")
    .where("state", "=", "pending")
    .where("channel", "in", channels)
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .$if(store.dialect === "postgres", (q) => q.forUpdate().skipLocked());
  return store.db
    .updateTable("enquiry_deliveries")
    .set({ locked_until: iso(now + leaseMs), claim_token: randomUUID() })
    .where("seq", "in", due)
    .returningAll()
    .execute();
}

/**
 * Marks claimed deliveries delivered in one statement (one commit for a whole batch). A claim whose
 * lease another worker has since taken over (another claim token) is left alone.
 */
export async function settleDelivered(store: EnquiryStore, deliveries: Delivery[], now = Date.now()): Promise<void> {
  const [first] = deliveries;
  if (!first) return;
  await store.db
    .updateTable("enquiry_deliveries")
    .set((eb) => ({
      state: "delivered",
      delivered_at: iso(now),
      last_error: "",
      attempts: eb("attempts", "+", 1),
      locked_until: null,
      claim_token: null,
    }))
    .where("claim_token", "=", first.claim_token)
    .where(
      "seq",
      "in",
      deliveries.map((d) => d.seq),
    )
    .execute();
}

/**
 * Records a failed attempt: due again after a doubling delay, or `failed` after MAX_ATTEMPTS. Resolves
 * true when this attempt was the final failure.
 */
export async function settleFailed(
  store: EnquiryStore,
  delivery: Delivery,
  failure: { error: string; maxBackoffS: number },
  now = Date.now(),
): Promise<boolean> {
  const attempts = delivery.attempts + 1;
  const result = await store.db
    .updateTable("enquiry_deliveries")
    .set({
      state: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
      next_attempt_at: iso(now + retryDelayMs(attempts, failure.maxBackoffS)),
      last_error: failure.error.slice(0, 500),
      attempts,
      locked_until: null,
      claim_token: null,
    })
    .where("seq", "=", delivery.seq)
    .where("claim_token", "=", delivery.claim_token)
    .executeTakeFirst();
  return attempts >= MAX_ATTEMPTS && Number(result.numUpdatedRows) === 1;
}

/** Re-queues failed deliveries (of one enquiry, or all) for an immediate new round of attempts. */
export async function retryFailed(store: EnquiryStore, enquiryId?: string): Promise<number> {
  const result = await store.db
    .updateTable("enquiry_deliveries")
    .set({ state: "pending", attempts: 0, next_attempt_at: iso(Date.now()), locked_until: null, claim_token: null })
    .where("state", "=", "failed")
    .$if(Boolean(enquiryId), (q) => q.where("enquiry_id", "=", enquiryId!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks a held enquiry released and queues its deliveries, in one transaction. False if not held. */
export async function release(store: EnquiryStore, enquiryId: string, channels: Channel[]): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("enquiries")
      .set({ status: "released" })
      .where("id", "=", enquiryId)
      .where("status", "=", "held")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await queueDeliveries(trx, enquiryId, channels);
    return true;
  });
}

/** Every delivery row of the given enquiries (all when omitted), oldest first. */
export async function deliveriesOf(store: EnquiryStore, enquiryIds?: string[]): Promise<Delivery[]> {
  if (enquiryIds && !enquiryIds.length) return [];
  return store.db
    .selectFrom("enquiry_deliveries")
    .selectAll()
    .$if(Boolean(enquiryIds), (q) => q.where("enquiry_id", "in", enquiryIds!))
    .orderBy("seq")
    .execute();
}
