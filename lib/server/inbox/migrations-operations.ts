import { sql, type Kysely, type Migration } from "kysely";

/** Issue 22: intake counters, delivery incidents, spent review links and once-a-day jobs. */
export function createOperations(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("enquiry_counters")
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("value", "bigint", (col) => col.notNull().defaultTo(0))
        .execute();
      // Counts survive the retention purge; they start from the enquiries already stored.
      await sql`insert into enquiry_counters (name, value)
        select case when status = 'held' then 'held' else 'stored' end, count(*) from enquiries
        group by case when status = 'held' then 'held' else 'stored' end`.execute(db);
      await db.schema
        .createTable("enquiry_incidents")
        .addColumn("channel", "text", (col) => col.primaryKey())
        .addColumn("since", "text", (col) => col.notNull())
        .addColumn("alerted_at", "text")
        .addColumn("final_alerted_at", "text")
        .execute();
      await db.schema
        .createTable("enquiry_review_used")
        .addColumn("nonce", "text", (col) => col.primaryKey())
        .addColumn("expires_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("enquiry_schedule")
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("last_day", "text", (col) => col.notNull())
        .execute();
    },
  };
}
