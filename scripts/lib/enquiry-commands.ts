import path from "node:path";
import { parseArgs as parseCommandLine } from "node:util";
import { backupStore, restoreStore, RestoreRefused } from "../../lib/server/inbox/backup";
import {
  deleteByEmail,
  deleteById,
  findByEmail,
  purgeExpired,
  restrictEnquiry,
  updateEnquiry,
  type Correction,
} from "../../lib/server/inbox/data-rights";
import { deliveryState, toCsv, toTable } from "../../lib/server/inbox/export";
import { deliveriesOf, release, retryFailed } from "../../lib/server/inbox/outbox";
import type { EnquiryStore, StoredEnquiry } from "../../lib/server/inbox/store";
import { configuredChannels, createSenders } from "../../lib/server/notify/channels";
import { sendDigest } from "../../lib/server/notify/digest";
import type { ServerSettings } from "../../lib/settings/schema.mjs";

export type Args = { positional: string[]; options: Map<string, string | true> };
type Command = (store: EnquiryStore, args: Args, settings: ServerSettings) => Promise<string>;

/** A command used wrongly: the message, then the usage text. */
export class UsageError extends Error {}
/** A command used rightly but refused (a non-empty inbox to restore into): the reason alone. */
export class CommandRefused extends Error {}

/** Every option any command takes: the flags, and the rest with a value. */
const OPTIONS = {
  yes: { type: "boolean" },
  held: { type: "boolean" },
  force: { type: "boolean" },
  limit: { type: "string" },
  format: { type: "string" },
  email: { type: "string" },
  id: { type: "string" },
  name: { type: "string" },
  company: { type: "string" },
  message: { type: "string" },
} as const;
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;

const need = (args: Args, name: string): string => {
  const value = args.options.get(name);
  if (typeof value !== "string" || !value) throw new UsageError(`${name} <value> is required`);
  return value;
};

const withState = async (store: EnquiryStore, rows: StoredEnquiry[]) => {
  const deliveries = await deliveriesOf(
    store,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, notification: deliveryState(row, deliveries) }));
};

export const commands: Record<string, Command> = {
  async list(store, args) {
    const limit = Number(args.options.get("--limit") ?? 0) || undefined;
    const rows = await store.list(limit, args.options.has("--held") ? { status: "held" } : {});
    return toTable(
      rows,
      await deliveriesOf(
        store,
        rows.map((r) => r.id),
      ),
    );
  },
  async export(store, args) {
    const format = args.options.get("--format") ?? "csv";
    if (format !== "csv" && format !== "json") throw new UsageError(`Unknown format "${String(format)}"`);
    // A restricted enquiry is kept but never exported.
    const rows = (await store.list()).filter((row) => !row.restricted);
    return format === "json" ? JSON.stringify(await withState(store, rows), null, 2) : toCsv(rows).trimEnd();
  },
  async retry(store, args) {
    const count = await retryFailed(store, args.positional[0]);
    return `${count} failed deliver${count === 1 ? "y" : "ies"} queued again; the server's worker sends them within seconds.`;
  },
  async release(store, args, settings) {
    const id = args.positional[0];
    if (!id) throw new UsageError("release <enquiry id> is required");
    const channels = configuredChannels(settings);
    if (!(await release(store, id, channels))) return `No held enquiry ${id}.`;
    return channels.length
      ? `Released ${id}: queued ${channels.join(" and ")} notification.`
      : `Released ${id}; no notification channel is configured.`;
  },
  async purge(store, _args, settings) {
    const removed = await purgeExpired(store, settings.ENQUIRY_RETENTION_DAYS);
    return `Purged ${removed.enquiries} enquiries older than ${settings.ENQUIRY_RETENTION_DAYS} days (${removed.deliveries} deliveries).`;
  },
  async find(store, args) {
    return JSON.stringify(await withState(store, await findByEmail(store, need(args, "--email"))), null, 2);
  },
  async delete(store, args) {
    const id = args.options.get("--id");
    if (typeof id === "string" && id) {
      if (!args.options.has("--yes")) {
        const found = await store.get(id);
        return found
          ? `Enquiry ${id} from ${found.email} would be deleted: run again with --yes to delete it.`
          : `No enquiry ${id}.`;
      }
      const removed = await deleteById(store, id);
      return removed.enquiries
        ? `Deleted enquiry ${id} and its ${removed.deliveries} deliveries; the erasure is recorded, so a restore removes it again.`
        : `No enquiry ${id}.`;
    }
    if (args.options.has("--id")) throw new UsageError("--id <enquiry id> needs a value");
    const email = need(args, "--email");
    if (!args.options.has("--yes")) {
      const count = (await findByEmail(store, email)).length;
      return `${count} enquiries from ${email} would be deleted: run again with --yes to delete them.`;
    }
    const removed = await deleteByEmail(store, email);
    return `Deleted ${removed.enquiries} enquiries from ${email} and their ${removed.deliveries} deliveries; the erasure is recorded, so a restore removes them again.`;
  },
  async update(store, args) {
    const id = need(args, "--id");
    const correction: Correction = {};
    for (const field of ["name", "email", "company", "message"] as const) {
      const value = args.options.get(`--${field}`);
      if (typeof value === "string") correction[field] = value;
    }
    if (!Object.keys(correction).length)
      throw new UsageError("update --id <id> needs at least one of --name, --email, --company, --message");
    const problem = correctionProblem(correction);
    if (problem) throw new UsageError(problem);
    return (await updateEnquiry(store, id, correction))
      ? `Corrected ${Object.keys(correction).join(", ")} of enquiry ${id}.`
      : `No enquiry ${id}.`;
  },
  async restrict(store, args) {
    const id = need(args, "--id");
    return (await restrictEnquiry(store, id))
      ? `Restricted enquiry ${id}: it is kept, and never notified, released, listed in a digest or exported.`
      : `No enquiry ${id}.`;
  },
  async digest(store, _args, settings) {
    const { mail, post, close } = createSenders(settings);
    if (!mail && !post) throw new UsageError("digest needs SMTP_URL and ENQUIRY_NOTIFY_TO, or ENQUIRY_WEBHOOK_URL");
    try {
      const held = await sendDigest(store, settings.siteUrl, { mail, post });
      return held
        ? `Digest of ${held} held enquir${held === 1 ? "y" : "ies"} sent to ${mail ? settings.ENQUIRY_NOTIFY_TO.join(", ") : "the webhook"}.`
        : "No held enquiries waiting for a digest: none sent.";
    } finally {
      close();
    }
  },
  async backup(store, args, settings) {
    const file = args.positional[0];
    if (!file) throw new UsageError("backup <file> is required");
    const result = await backupStore(store, path.resolve(file), settings.BACKUP_RETENTION_DAYS);
    const deleted = result.deleted.length
      ? ` Deleted ${result.deleted.length} ${result.deleted.length === 1 ? "backup" : "backups"} whose data is older than ${settings.BACKUP_RETENTION_DAYS} days: ${result.deleted.join(", ")}.`
      : "";
    return `Backed up ${result.enquiries} enquiries to ${result.file} (${megabytes(result.bytes)}, ${Math.round(result.ms)} ms).${deleted}`;
  },
  async restore(store, args) {
    const file = args.positional[0];
    if (!file) throw new UsageError("restore <file> [--force] is required");
    try {
      const result = await restoreStore(store, path.resolve(file), { force: args.options.has("--force") });
      const erased = result.erased
        ? ` Removed ${result.erased} erased ${result.erased === 1 ? "enquiry" : "enquiries"} again (the erasure ledger).`
        : "";
      return `Restored ${result.enquiries} enquiries and ${result.deliveries} deliveries from ${file} (${Math.round(result.ms)} ms).${erased} Restart the server so it reads the restored secrets.`;
    } catch (error) {
      if (error instanceof RestoreRefused) throw new CommandRefused(error.message);
      throw error;
    }
  },
};

/** A correction that the form itself would refuse (an invalid address, an empty name or message). */
function correctionProblem(correction: Correction): string | undefined {
  if (correction.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(correction.email))
    return `--email "${correction.email}" is not an email address`;
  for (const field of ["name", "message"] as const)
    if (correction[field] !== undefined && !correction[field]!.trim()) return `--${field} cannot be empty`;
  return undefined;
}

/** The options (keyed `--name`) and positionals of a command line; an unknown or incomplete option is a UsageError. */
export function parseArgs(argv: string[]): Args {
  try {
    const { values, positionals } = parseCommandLine({ args: argv, options: OPTIONS, allowPositionals: true });
    const options = new Map<string, string | true>();
    for (const [name, value] of Object.entries(values))
      if (value !== undefined && value !== false) options.set(`--${name}`, value);
    return { positional: positionals, options };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
