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
  /** `received` (notified), `held` (spam signals or no proof of work: not notified) or `released`. */
  status: Generated<EnquiryStatus>;
  hold_reason: Generated<string>;
}

export type EnquiryStatus = "received" | "held" | "released";
export type Channel = "email" | "webhook";
export type DeliveryState = "pending" | "delivered" | "failed";

/** The outbox: one row per enquiry and notification channel, written in the enquiry's transaction. */
export interface DeliveryTable {
  seq: Generated<number>;
  enquiry_id: string;
  channel: Channel;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: string;
  /** A claim's lease: while in the future, no other worker takes the row; a crashed worker's claim expires. */
  locked_until: string | null;
  claim_token: string | null;
  last_error: string;
  created_at: string;
  delivered_at: string | null;
}

export interface Database {
  enquiries: EnquiryTable;
  enquiry_deliveries: DeliveryTable;
  enquiry_pow_spent: { nonce: string; expires_at: string };
  enquiry_secrets: { name: string; value: string };
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
