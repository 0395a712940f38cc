import "server-only";
import { sql, type Kysely } from "kysely";
import type { Database } from "./database";
import type { EnquiryStore } from "./store";
import { processInbox } from "./process-inbox";

export type IntakeCounts = { stored: number; held: number; rejected: number };

/** Adds to named counters, inside the caller's transaction when given one. */
export async function addToCounters(db: Kysely<Database>, amounts: Record<string, number>): Promise<void> {
  for (const [name, value] of Object.entries(amounts)) {
    if (!value) continue;
    await db
      .insertInto("enquiry_counters")
      .values({ name, value })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value: sql`enquiry_counters.value + ${value}` }))
      .execute();
  }
}

/**
 * Enquiries received since the inbox was created, by what intake decided: the rows stored now (a
 * released enquiry was held at intake) plus those since purged or erased, and the rejected posts.
 */
export async function intakeCounts(store: EnquiryStore): Promise<IntakeCounts> {
  const rows = await store.db
    .selectFrom("enquiries")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .groupBy("status")
    .execute();
  const counters = await store.db.selectFrom("enquiry_counters").selectAll().execute();
  const counter = (name: string) => Number(counters.find((c) => c.name === name)?.value ?? 0);
  const rowsWith = (...statuses: string[]) =>
    rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
  return {
    stored: rowsWith("received") + counter("removed:stored"),
    held: rowsWith("held", "released") + counter("removed:held"),
    rejected: counter("rejected"),
  };
}

// The enquiry route counts rejections in memory (no database write per refused request, however many
// arrive); the delivery worker adds them to the shared counter about once a second.
export function noteRejectedEnquiry(): void {
  processInbox().rejectedPending++;
}

/** Adds the rejections counted since the last flush to the store's counter. */
export async function flushRejectedEnquiries(store: EnquiryStore): Promise<void> {
  const inbox = processInbox();
  const pending = inbox.rejectedPending;
  if (!pending) return;
  inbox.rejectedPending = 0;
  try {
    await addToCounters(store.db, { rejected: pending });
  } catch (error) {
    inbox.rejectedPending += pending;
    throw error;
  }
}
