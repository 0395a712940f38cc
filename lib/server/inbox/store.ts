import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Enquiry } from "@/lib/shared/enquiry-schema";
import {
  openDatabase,
  type Channel,
  type Database,
  type Dialect,
  type EnquiryStatus,
  type StoreSettings,
} from "./database";
import { migrate } from "./migrations";

export type StoredEnquiry = Enquiry & {
  id: string;
  createdAt: string;
  sourcePath: string;
  status: EnquiryStatus;
  holdReason: string;
  /** Restricted (data-rights `restrict`): kept, never notified, released or exported. */
  restricted?: boolean;
};

export type SaveOptions = { status?: EnquiryStatus; holdReason?: string; channels?: readonly Channel[] };

type EnquiryRow = Selectable<Database["enquiries"]>;

export const toStoredEnquiry = (row: EnquiryRow): StoredEnquiry => ({
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  company: row.company,
  message: row.message,
  sourcePath: row.source_path,
  status: row.status,
  holdReason: row.hold_reason,
  ...(row.restricted_at ? { restricted: true } : {}),
});

/** Writes one pending delivery per channel for an enquiry, inside the caller's transaction. */
export async function queueDeliveries(trx: Transaction<Database>, enquiryId: string, channels: readonly Channel[]) {
  if (!channels.length) return;
  const now = new Date().toISOString();
  const fresh = {
    state: "pending" as const,
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    claim_token: null,
    last_error: "",
    delivered_at: null,
  };
  // A held enquiry the team was told of at once is sent again, as an ordinary one, when it is released.
  await trx
    .insertInto("enquiry_deliveries")
    .values(channels.map((channel) => ({ enquiry_id: enquiryId, channel, created_at: now, ...fresh })))
    .onConflict((oc) => oc.columns(["enquiry_id", "channel"]).doUpdateSet(fresh))
    .execute();
}

export class EnquiryStore {
  private constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
    readonly location: string,
  ) {}

  static async open(settings: StoreSettings): Promise<EnquiryStore> {
    const { db, dialect, location } = await openDatabase(settings);
    await migrate(db as Kysely<unknown>, dialect);
    return new EnquiryStore(db, dialect, location);
  }

  /**
   * Stores the enquiry and its pending deliveries in one transaction; resolves only once it is
   * committed (SQLite: WAL with synchronous=FULL).
   */
  async save(enquiry: Enquiry, sourcePath: string, options: SaveOptions = {}): Promise<string> {
    const id = randomUUID();
    const { status = "received", holdReason = "", channels = [] } = options;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("enquiries")
        .values({
          id,
          created_at: new Date().toISOString(),
          source_path: sourcePath,
          status,
          hold_reason: holdReason,
          ...enquiry,
        })
        .execute();
      await queueDeliveries(trx, id, channels);
    });
    return id;
  }

  async list(limit?: number, filter: { status?: EnquiryStatus } = {}): Promise<StoredEnquiry[]> {
    let query = this.db.selectFrom("enquiries").selectAll().orderBy("seq", "desc");
    if (filter.status) query = query.where("status", "=", filter.status);
    if (limit) query = query.limit(limit);
    return (await query.execute()).map(toStoredEnquiry);
  }

  async listByIds(ids: string[]): Promise<StoredEnquiry[]> {
    if (!ids.length) return [];
    return (await this.db.selectFrom("enquiries").selectAll().where("id", "in", ids).execute()).map(toStoredEnquiry);
  }

  async get(id: string): Promise<StoredEnquiry | undefined> {
    const row = await this.db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toStoredEnquiry(row);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom("enquiries")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Resolves when the database answers a trivial query (the health check). */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
