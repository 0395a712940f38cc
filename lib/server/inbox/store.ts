import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Enquiry } from "@/lib/shared/enquiry-schema";
import { openDatabase, type Database, type Dialect, type StoreSettings } from "./database";
import { migrate } from "./migrations";

export type StoredEnquiry = Enquiry & { id: string; createdAt: string; sourcePath: string };

export class EnquiryStore {
  private constructor(
    private readonly db: Kysely<Database>,
    readonly dialect: Dialect,
    readonly location: string,
  ) {}

  static async open(settings: StoreSettings): Promise<EnquiryStore> {
    const { db, dialect, location } = await openDatabase(settings);
    await migrate(db as Kysely<unknown>, dialect);
    return new EnquiryStore(db, dialect, location);
  }

  /** Resolves only once the row is committed (SQLite: WAL with synchronous=FULL). */
  async save(enquiry: Enquiry, sourcePath: string): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto("enquiries")
      .values({ id, created_at: new Date().toISOString(), source_path: sourcePath, ...enquiry })
      .executeTakeFirstOrThrow();
    return id;
  }

  async list(limit?: number): Promise<StoredEnquiry[]> {
    let query = this.db.selectFrom("enquiries").selectAll().orderBy("seq", "desc");
    if (limit) query = query.limit(limit);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      company: row.company,
      message: row.message,
      sourcePath: row.source_path,
    }));
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom("enquiries")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
