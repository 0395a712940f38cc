import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "./database";

/** Issue 12: enquiry status, the delivery outbox, spent proof-of-work nonces and stored secrets. */
export function createOutbox(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("enquiries")
        .addColumn("status", "text", (col) => col.notNull().defaultTo("received"))
        .execute();
      await db.schema
        .alterTable("enquiries")
        .addColumn("hold_reason", "text", (col) => col.notNull().defaultTo(sql`''`))
        .execute();
      await db.schema
        .createIndex("enquiries_email")
        .on("enquiries")
        .expression(sql`lower(email)`)
        .execute();
      await db.schema
        .createTable("enquiry_deliveries")
        .addColumn("seq", dialect === "postgres" ? "bigserial" : "integer", (col) =>
          dialect === "postgres" ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn("enquiry_id", "text", (col) => col.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("channel", "text", (col) => col.notNull())
        .addColumn("state", "text", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (col) => col.notNull())
        .addColumn("locked_until", "text")
        .addColumn("claim_token", "text")
        .addColumn("last_error", "text", (col) => col.notNull().defaultTo(sql`''`))
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("delivered_at", "text")
        .addUniqueConstraint("enquiry_deliveries_enquiry_channel", ["enquiry_id", "channel"])
        .execute();
      await db.schema
        .createIndex("enquiry_deliveries_due")
        .on("enquiry_deliveries")
        .columns(["state", "next_attempt_at"])
        .execute();
      await db.schema
        .createTable("enquiry_pow_spent")
        .addColumn("nonce", "text", (col) => col.primaryKey())
        .addColumn("expires_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("enquiry_secrets")
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .execute();
    },
  };
}
