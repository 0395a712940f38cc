import "server-only";
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from "kysely";
import type { Enquiry } from "@/lib/shared/enquiry-schema";
import type { ServerSettings } from "@/lib/settings/schema.mjs";

export interface EnquiryTable extends Enquiry {
  id: string;
  created_at: string;
  source_path: string;
  seq: Generated<number>;
  /** `received` (notified), `held` (spam signals or no proof of work: not notified) or `released`. */
  status: Generated<EnquiryStatus>;
  hold_reason: Generated<string>;
  /** When the daily digest listed this held enquiry (it lists each one once). */
  digested_at: Generated<string | null>;
  /** When its processing was restricted: kept, never notified, released or exported. */
  restricted_at: Generated<string | null>;
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

/** A channel failing since its first failed attempt after its last delivery; closed by the next delivery. */
export interface IncidentTable {
  channel: Channel;
  since: string;
  alerted_at: string | null;
  final_alerted_at: string | null;
}

export interface Database {
  enquiries: EnquiryTable;
  enquiry_deliveries: DeliveryTable;
  enquiry_pow_spent: { nonce: string; expires_at: string };
  enquiry_secrets: { name: string; value: string };
  /** `stored`, `held`, `rejected`: enquiries received since the inbox was created (the metrics). */
  enquiry_counters: { name: string; value: number | string };
  enquiry_incidents: IncidentTable;
  /** Review links already acted on (single use), kept until they would have expired anyway. */
  enquiry_review_used: { nonce: string; expires_at: string };
  /** Immediate held notices per UTC hour (`2026-11-26T13`), shared by every instance, and its flood alert. */
  enquiry_held_hours: {
    hour: string;
    spent: number;
    past_budget: number;
    flood_since: string | null;
    alerted_at: string | null;
  };
  /** Once-a-day jobs shared by every instance: the UTC day each last ran. */
  enquiry_schedule: { name: string; last_day: string };
  /** Erasures: keyed fingerprints of erased addresses and enquiry ids, applied again by every restore. */
  enquiry_erasures: { fingerprint: string; erased_at: string };
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
    // An idle connection dropped by a database restart must not crash the server: the pool replaces it.
    pool.on("error", () => undefined);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      location: new URL(settings.DATABASE_URL).host,
    };
  }
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), settings.ENQUIRY_DATA_DIR);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, "enquiries.sqlite");
  return { db: await openSqliteFile(file), dialect: "sqlite", location: file };
}

/** One SQLite inbox file (the store's own, or a backup's). */
export async function openSqliteFile(file: string): Promise<Kysely<Database>> {
  const { default: SQLite } = await import("better-sqlite3");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  // Readable by the server's user only, also when the file was made before the server set its umask.
  for (const part of [file, `${file}-wal`, `${file}-shm`])
    if (existsSync(/*turbopackIgnore: true*/ part)) chmodSync(/*turbopackIgnore: true*/ part, 0o600);
  // Deleted rows are overwritten with zeros, not left readable in free pages (the privacy policy says so).
  sqlite.pragma("secure_delete = ON");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
