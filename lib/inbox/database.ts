import type { Env } from "./env";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from "kysely";

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
export async function openDatabase(
  env: Env = process.env,
): Promise<{ db: Kysely<Database>; dialect: Dialect; location: string }> {
  if (env.DATABASE_URL) {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 10 });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      location: new URL(env.DATABASE_URL).host,
    };
  }
  const { default: SQLite } = await import("better-sqlite3");
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.ENQUIRY_DATA_DIR || "data");
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
