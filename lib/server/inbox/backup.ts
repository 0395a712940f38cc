import "server-only";
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readSync,
  chmodSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql, SqliteDialect, type Transaction } from "kysely";
import { openSqliteFile, type Database } from "./database";
import { reapplyErasures } from "./data-rights";
import { ERASURE_KEY } from "./erasures";
import { migrate } from "./migrations";
import type { EnquiryStore } from "./store";

const BATCH = 500;

/** The tables a backup holds: the inbox itself, its counts, secrets and spent review links. */
type Copied =
  | "enquiries"
  | "enquiry_deliveries"
  | "enquiry_counters"
  | "enquiry_secrets"
  | "enquiry_review_used"
  | "enquiry_erasures";
type Key = "seq" | "name" | "nonce" | "fingerprint";
const TABLES: { table: Copied; key: Key }[] = [
  { table: "enquiries", key: "seq" },
  { table: "enquiry_deliveries", key: "seq" },
  { table: "enquiry_counters", key: "name" },
  { table: "enquiry_secrets", key: "name" },
  { table: "enquiry_review_used", key: "nonce" },
  { table: "enquiry_erasures", key: "fingerprint" },
];

/** The table in each backup file that records when its data was copied: pruning goes by that, not the file's date. */
const TAKEN_AT_TABLE = "lumora_backup";

export class RestoreRefused extends Error {}

export type BackupResult = { file: string; enquiries: number; bytes: number; ms: number; deleted: string[] };
export type RestoreResult = { enquiries: number; deliveries: number; erased: number; ms: number };

/** SQLite's application_id stamped on every backup file (bytes 68-71 of its header): "LmBk". */
export const BACKUP_APPLICATION_ID = 0x4c6d426b;
const DAY_MS = 86_400_000;

/**
 * A consistent snapshot of the inbox in one SQLite file, taken while the server keeps writing:
 * SQLite's online backup API from the store's file; on PostgreSQL a logical export of the inbox
 * tables in one REPEATABLE READ transaction into the same kind of file. Written beside `file`, then
 * renamed, so a half-written backup never has the final name. Each backup is stamped as one
 * (`BACKUP_APPLICATION_ID`) with the time its data was copied, and each run then deletes the stamped
 * files in the same folder whose data is more than `retentionDays` (BACKUP_RETENTION_DAYS) days old:
 * the privacy policy says so.
 */
export async function backupStore(
  store: EnquiryStore,
  file: string,
  retentionDays: number,
  now = Date.now(),
): Promise<BackupResult> {
  const started = performance.now();
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  if (store.dialect === "sqlite") {
    const { default: SQLite } = await import("better-sqlite3");
    const source = new SQLite(store.location, { fileMustExist: true });
    try {
      // Every page in one step: one read transaction, so writers in other processes cannot restart it.
      await source.backup(partial, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
    } finally {
      source.close();
    }
  } else {
    await exportPostgres(store, partial);
  }
  // Only the server's user may read it, whatever the umask of the process that ran the backup.
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  const target = await openBackupFile(file);
  let enquiries: number;
  try {
    // One self-contained file to copy off-site: no write-ahead log beside it.
    await sql`pragma journal_mode = DELETE`.execute(target);
    await sql.raw(`pragma application_id = ${BACKUP_APPLICATION_ID}`).execute(target);
    await sql.raw(`create table ${TAKEN_AT_TABLE} (taken_at text not null)`).execute(target);
    await sql.raw(`insert into ${TAKEN_AT_TABLE} values ('${new Date(now).toISOString()}')`).execute(target);
    enquiries = await countRows(target);
  } finally {
    await target.destroy();
  }
  const deleted = deleteExpiredBackups(path.dirname(file), retentionDays, file, now);
  return { file, enquiries, bytes: statSync(file).size, ms: performance.now() - started, deleted };
}

/**
 * Deletes the backups this command made in `folder` (SQLite files stamped with `BACKUP_APPLICATION_ID`)
 * whose data was copied more than `retentionDays` days ago (the time stamped inside; a backup made before
 * the stamp existed goes by its file's date), except `keep`. Other files are left alone.
 */
export function deleteExpiredBackups(folder: string, retentionDays: number, keep?: string, now = Date.now()): string[] {
  const deleted: string[] = [];
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (file === keep) continue;
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || !isStampedBackup(file)) continue;
    const takenAt = backupTakenAt(file) ?? stat.mtimeMs;
    if (now - takenAt <= retentionDays * DAY_MS) continue;
    rmSync(file, { force: true });
    deleted.push(file);
  }
  return deleted;
}

/** When a backup's data was copied, from the stamp inside it; undefined for a backup without one. */
export function backupTakenAt(file: string): number | undefined {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(`select taken_at from ${TAKEN_AT_TABLE} limit 1`).get() as { taken_at: string } | undefined;
    return row ? Date.parse(row.taken_at) : undefined;
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}

function isStampedBackup(file: string): boolean {
  const header = Buffer.alloc(72);
  const fd = openSync(file, "r");
  try {
    if (readSync(fd, header, 0, 72, 0) < 72) return false;
  } finally {
    closeSync(fd);
  }
  return header.toString("latin1", 0, 16) === "SQLite format 3\0" && header.readUInt32BE(68) === BACKUP_APPLICATION_ID;
}

async function exportPostgres(store: EnquiryStore, file: string): Promise<void> {
  const target = await openSqliteFile(file);
  try {
    await migrate(target as Kysely<unknown>, "sqlite");
    await store.db
      .transaction()
      .setIsolationLevel("repeatable read")
      .execute(async (trx) => {
        await target.transaction().execute(async (out) => {
          for (const { table, key } of TABLES) await copyTable(trx, out, table, key, true);
        });
      });
    await target.executeQuery({
      sql: "pragma wal_checkpoint(truncate)",
      parameters: [],
      query: { kind: "RawNode" },
    } as never);
  } finally {
    await target.destroy();
  }
}

/**
 * Restores a backup into this store, in one transaction. Refuses an inbox that holds enquiries
 * unless `force` (which replaces them). Delivery claims are cleared: whoever held them is gone. The
 * live store's erasure ledger and its key survive the restore (merged with the backup's), and every
 * erasure in it is applied again, so nobody erased comes back from a backup taken before.
 */
export async function restoreStore(store: EnquiryStore, file: string, { force = false } = {}): Promise<RestoreResult> {
  if (!existsSync(file)) throw new RestoreRefused(`No backup file at ${file}`);
  const started = performance.now();
  const source = await openBackupFile(file);
  try {
    return await store.db.transaction().execute(async (trx) => {
      const present = await countRows(trx);
      if (present && !force)
        throw new RestoreRefused(
          `The inbox holds ${present} ${present === 1 ? "enquiry" : "enquiries"}: restore only into an empty inbox, or add --force to replace them.`,
        );
      const ledger = await trx.selectFrom("enquiry_erasures").selectAll().execute();
      const key = await trx
        .selectFrom("enquiry_secrets")
        .selectAll()
        .where("name", "=", ERASURE_KEY)
        .executeTakeFirst();
      for (const { table } of [...TABLES].reverse()) await trx.deleteFrom(table).execute();
      let enquiries = 0;
      let deliveries = 0;
      for (const { table, key } of TABLES) {
        if (table === "enquiry_erasures" && !(await hasTable(source, table))) continue;
        const copied = await copyTable(source, trx, table, key, false);
        if (table === "enquiries") enquiries = copied;
        if (table === "enquiry_deliveries") deliveries = copied;
      }
      if (key)
        await trx
          .insertInto("enquiry_secrets")
          .values(key)
          .onConflict((oc) => oc.column("name").doUpdateSet({ value: key.value }))
          .execute();
      if (ledger.length)
        await trx
          .insertInto("enquiry_erasures")
          .values(ledger)
          .onConflict((oc) => oc.column("fingerprint").doNothing())
          .execute();
      const erased = await reapplyErasures(trx);
      return { enquiries: enquiries - erased, deliveries, erased, ms: performance.now() - started };
    });
  } finally {
    await source.destroy();
  }
}

/** Copies one table in key order, in batches; `keepSeq` keeps row numbers (a backup), else the target numbers them. */
async function copyTable(
  from: Kysely<Database> | Transaction<Database>,
  to: Kysely<Database> | Transaction<Database>,
  table: Copied,
  key: Key,
  keepSeq: boolean,
): Promise<number> {
  let after: string | number | undefined;
  let copied = 0;
  for (;;) {
    // Kysely cannot type a query generic over the table; the rows go back into the same table.
    const page = (await (from as Kysely<Record<string, Record<string, string | number | null>>>)
      .selectFrom(table)
      .selectAll()
      .$if(after !== undefined, (q) => q.where(key, ">", after!))
      .orderBy(key)
      .limit(BATCH)
      .execute()) as Record<string, string | number | null>[];
    if (!page.length) return copied;
    after = page.at(-1)![key]!;
    const rows = page.map((row) => {
      const { seq, ...rest } = row;
      const out: Record<string, string | number | null> =
        keepSeq && key === "seq" ? { seq: Number(seq), ...rest } : rest;
      if (table === "enquiry_deliveries") Object.assign(out, { locked_until: null, claim_token: null });
      if (table === "enquiry_counters") out.value = Number(out.value);
      return out;
    });
    await (to as Kysely<Record<string, Record<string, string | number | null>>>)
      .insertInto(table)
      .values(rows)
      .execute();
    copied += rows.length;
  }
}

/** Whether a backup file has this table (one made before the erasure ledger existed has none). */
async function hasTable(db: Kysely<Database>, table: string): Promise<boolean> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return Number(rows[0]?.n) > 0;
}

async function countRows(db: Kysely<Database> | Transaction<Database>): Promise<number> {
  const row = await db
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function openBackupFile(file: string): Promise<Kysely<Database>> {
  const { default: SQLite } = await import("better-sqlite3");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file, { fileMustExist: true }) }) });
}
