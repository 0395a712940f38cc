import { Migrator, sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "./database";
import { createHeldBudget } from "./migrations-held-budget";
import { createLaunch } from "./migrations-launch";
import { createOperations } from "./migrations-operations";
import { createOutbox } from "./migrations-outbox";

/** Versioned migrations, applied in name order. Never edit one that has shipped; add the next. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    "2026-11-21-001-create-enquiries": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("enquiries")
          .addColumn("seq", dialect === "postgres" ? "bigserial" : "integer", (col) =>
            dialect === "postgres" ? col.primaryKey() : col.primaryKey().autoIncrement(),
          )
          .addColumn("id", "text", (col) => col.notNull().unique())
          .addColumn("created_at", "text", (col) => col.notNull())
          .addColumn("name", "text", (col) => col.notNull())
          .addColumn("email", "text", (col) => col.notNull())
          .addColumn("company", "text", (col) => col.notNull().defaultTo(sql`''`))
          .addColumn("message", "text", (col) => col.notNull())
          .addColumn("source_path", "text", (col) => col.notNull().defaultTo(sql`''`))
          .execute();
        await db.schema.createIndex("enquiries_created_at").on("enquiries").column("created_at").execute();
      },
    },
    "2026-12-01-002-outbox-status-proof": createOutbox(dialect),
    "2026-12-10-003-operations": createOperations(),
    "2026-12-20-004-held-budget": createHeldBudget(),
    "2026-12-20-005-erasures-digest-restriction": createLaunch(),
  };
}

export async function migrate(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    migrationTableName: "enquiry_migrations",
    migrationLockTableName: "enquiry_migration_lock",
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
