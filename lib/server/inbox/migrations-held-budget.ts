import type { Kysely, Migration } from "kysely";

/** Issue 39: the hourly budget of immediate held notices, shared by every instance, and its flood alert. */
export function createHeldBudget(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("enquiry_held_hours")
        .addColumn("hour", "text", (col) => col.primaryKey())
        .addColumn("spent", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("past_budget", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("flood_since", "text")
        .addColumn("alerted_at", "text")
        .execute();
    },
  };
}
