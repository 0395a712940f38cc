import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from "kysely";
import type { ServerSettings } from "@/lib/settings/schema";

export interface EnquiryTable {
  id: string;
  created_at: string;
  name: string;
  email: string;
  company: string;
  message: string;
  source_path: string;
  seq: Generated<number>;
}

export interface Database {
  enquiries: EnquiryTable;
}

export type Dialect = "sqlite" | "postgres";

/** The configured store: PostgreSQL when DATABASE_URL is set, else an embedded SQLite file. */
export type StoreSettings = Pick<ServerSettings, "DATABASE_URL" | "ENQUIRY_DATA_DIR">;

export async function openDatabase(
  settings: StoreSettings,
): Promise<{ db: Kysely<Database>; dialect: Dialect; location: string }> {
  if (settings.DATABASE_URL) {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: settings.DATABASE_URL, max: 10 });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      location: new URL(settings.DATABASE_URL).host,
    };
  }
  const { default: SQLite } = await import("better-sqlite3");
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), settings.ENQUIRY_DATA_DIR);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "enquiries.sqlite");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: "sqlite",
    location: file,
  };
}
