import type { Kysely, Migration } from "kysely";

/**
 * Issue 42: the erasure ledger (keyed fingerprints that `restore` applies again), the held enquiries the
 * daily digest has already listed, and restriction (kept, never notified or exported).
 */
export function createLaunch(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("enquiry_erasures")
        .addColumn("fingerprint", "text", (col) => col.primaryKey())
        .addColumn("erased_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.alterTable("enquiries").addColumn("digested_at", "text").execute();
      await db.schema.alterTable("enquiries").addColumn("restricted_at", "text").execute();
    },
  };
}
