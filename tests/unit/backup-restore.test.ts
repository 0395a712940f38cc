import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { backupStore, deleteExpiredBackups, RestoreRefused, restoreStore } from "@/lib/server/inbox/backup";
import { intakeCounts } from "@/lib/server/inbox/counters";
import { deleteById, deleteByEmail, findByEmail } from "@/lib/server/inbox/data-rights";
import { deliveriesOf } from "@/lib/server/inbox/outbox";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { readServerSettings, type ServerSettings } from "@/lib/settings/schema.mjs";
import { eventually } from "./support/webhook-receiver";
import { testDatabaseUrl } from "./support/stores";

const dir = mkdtempSync(path.join(tmpdir(), "enquiries-backup-"));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh, empty inbox: a SQLite folder, or a new database on the test PostgreSQL server. */
async function freshInbox(kind: "SQLite" | "PostgreSQL", name: string): Promise<ServerSettings> {
  if (kind === "SQLite") return readServerSettings({ ENQUIRY_DATA_DIR: path.join(dir, name) });
  const database = `lumora_${name}_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  cleanups.push(async () => {
    const drop = new Client({ connectionString: testDatabaseUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${database} with (force)`);
    await drop.end();
  });
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${database}`;
  return readServerSettings({ DATABASE_URL: url.href });
}

if (!testDatabaseUrl)
  console.warn("TEST_DATABASE_URL is not set: backup-restore.test.ts skips its PostgreSQL half (.ci/run sets it).");
const kinds = ["SQLite", ...(testDatabaseUrl ? ["PostgreSQL"] : [])] as ("SQLite" | "PostgreSQL")[];

// A child process (tsx) takes seconds to start on a busy machine.
describe.each(kinds)("backup and restore (%s)", { timeout: 120_000 }, (kind) => {
  it("a backup taken while another process keeps writing restores to a consistent prefix of the inbox", async () => {
    const source = await freshInbox(kind, "source");
    const store = await EnquiryStore.open(source);
    const writer = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "tests/unit/support/write-enquiries.ts"],
      {
        env: { ...process.env, ENQUIRY_DATA_DIR: source.ENQUIRY_DATA_DIR, DATABASE_URL: source.DATABASE_URL ?? "" },
        stdio: "ignore",
      },
    );
    const file = path.join(dir, `${kind}.backup.sqlite`);
    try {
      await eventually(async () => (await store.count()) > 200, 30_000, "the writer's first enquiries");
      const backup = await backupStore(store, file, 730);
      await eventually(async () => (await store.count()) > backup.enquiries + 50, 30_000, "writes after the backup");
      expect(backup.enquiries).toBeGreaterThan(200);
      expect(statSync(file).size).toBe(backup.bytes);
      // Only the server's user may read a backup, whatever the umask of the process that made it.
      expect((statSync(file).mode & 0o777).toString(8)).toBe("600");
    } finally {
      writer.kill("SIGKILL");
    }
    const all = await store.list();
    const target = await EnquiryStore.open(await freshInbox(kind, "target"));
    try {
      const restored = await restoreStore(target, file);
      const back = await target.list();
      expect(back).toHaveLength(restored.enquiries);
      // Exactly the oldest N enquiries, field for field: nothing torn, nothing missing in between.
      const oldest = all.slice(-back.length);
      expect(back).toEqual(oldest);
      const deliveries = await deliveriesOf(target);
      expect(deliveries.length).toBe(back.filter((e) => e.status !== "held").length);
      expect(deliveries.every((d) => d.state === "pending" && d.claim_token === null)).toBe(true);
      expect((await intakeCounts(target)).held).toBe(back.filter((e) => e.status === "held").length);

      await expect(restoreStore(target, file)).rejects.toThrow(RestoreRefused);
      await expect(restoreStore(target, file)).rejects.toThrow(/add --force/);
      expect(await target.count()).toBe(back.length);
      const forced = await restoreStore(target, file, { force: true });
      expect(forced.enquiries).toBe(back.length);
      expect(await target.list()).toEqual(oldest);
    } finally {
      await target.close();
      await store.close();
    }
  });
});

describe("the restore command", { timeout: 120_000 }, () => {
  it("refusing a non-empty inbox prints the reason and the --force hint, not the usage text", async () => {
    const settings = await freshInbox("SQLite", "cli");
    const store = await EnquiryStore.open(settings);
    const file = path.join(dir, "cli.backup.sqlite");
    try {
      await store.save({ name: "Ana", email: "ana@example.com", company: "", message: "Hello" }, "/contact");
      await backupStore(store, file, 730);
    } finally {
      await store.close();
    }
    const cli = spawnSync(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/enquiries.ts", "restore", file],
      { env: { ...process.env, ENQUIRY_DATA_DIR: settings.ENQUIRY_DATA_DIR, DATABASE_URL: "" }, encoding: "utf8" },
    );
    expect(cli.status).toBe(2);
    expect(cli.stderr.trim()).toBe(
      "The inbox holds 1 enquiry: restore only into an empty inbox, or add --force to replace them.",
    );
    expect(cli.stdout).toBe("");
  });
});

describe(
  "each backup deletes the earlier backups in its folder whose data is past BACKUP_RETENTION_DAYS",
  {
    timeout: 120_000,
  },
  () => {
    it("goes by when the data was copied, not the file's date, removes only the command's files, and says which", async () => {
      const settings = await freshInbox("SQLite", "prune");
      const folder = path.join(dir, "prune-backups");
      mkdirSync(folder);
      const store = await EnquiryStore.open(settings);
      const at = (name: string) => path.join(folder, name);
      const daysAgo = (days: number) => Date.now() - days * 86_400_000 - 60_000;
      try {
        await store.save({ name: "Ana", email: "ana@example.com", company: "", message: "Hello" }, "/contact");
        await backupStore(store, at("old.sqlite"), 365, daysAgo(11));
        await backupStore(store, at("recent.sqlite"), 365, daysAgo(9));
      } finally {
        await store.close();
      }
      // Copied off-site and back yesterday: the file is new, the data it holds is eleven days old.
      const now = new Date();
      utimesSync(at("old.sqlite"), now, now);
      // Not the command's: an old copy of the live store (a SQLite file, unstamped) and an old note.
      copyFileSync(path.join(settings.ENQUIRY_DATA_DIR, "enquiries.sqlite"), at("inbox-copy.sqlite"));
      writeFileSync(at("notes.txt"), "kept");
      const old = new Date(daysAgo(400));
      for (const name of ["inbox-copy.sqlite", "notes.txt"]) utimesSync(at(name), old, old);

      const cli = spawnSync(
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "scripts/enquiries.ts", "backup", at("new.sqlite")],
        {
          env: {
            ...process.env,
            ENQUIRY_DATA_DIR: settings.ENQUIRY_DATA_DIR,
            DATABASE_URL: "",
            ENQUIRY_RETENTION_DAYS: "730",
            BACKUP_RETENTION_DAYS: "10",
          },
          encoding: "utf8",
        },
      );
      expect(cli.status, cli.stderr).toBe(0);
      expect(cli.stdout).toContain(`Deleted 1 backup whose data is older than 10 days: ${at("old.sqlite")}.`);
      expect(existsSync(at("old.sqlite"))).toBe(false);
      for (const name of ["recent.sqlite", "new.sqlite", "inbox-copy.sqlite", "notes.txt"])
        expect(existsSync(at(name)), name).toBe(true);

      // The same rule at the boundary: nine days old stays until it is past the tenth day.
      expect(deleteExpiredBackups(folder, 10)).toEqual([]);
      expect(deleteExpiredBackups(folder, 10, undefined, Date.now() + 2 * 86_400_000)).toEqual([at("recent.sqlite")]);
    });
  },
);

describe("erasure reaches backups: backup, delete, restore, and the person stays erased", { timeout: 120_000 }, () => {
  it("re-applies the erasure ledger (keyed fingerprints, no address) when a backup taken before is restored", async () => {
    const settings = await freshInbox("SQLite", "erasure");
    const file = path.join(dir, "erasure.backup.sqlite");
    const store = await EnquiryStore.open(settings);
    try {
      const erased = "Mara.Pop@Example.com";
      await store.save({ name: "Mara Pop", email: erased, company: "", message: "Please call me" }, "/contact");
      await store.save({ name: "Mara Pop", email: erased.toLowerCase(), company: "", message: "Again" }, "/");
      const byId = await store.save({ name: "Ion", email: "ion@example.com", company: "", message: "Hi" }, "/");
      const kept = await store.save({ name: "Dana", email: "dana@example.com", company: "", message: "Hi" }, "/");
      await backupStore(store, file, 28);
      expect((await deleteByEmail(store, erased)).enquiries).toBe(2);
      expect((await deleteById(store, byId)).enquiries).toBe(1);
      const ledger = await store.db.selectFrom("enquiry_erasures").selectAll().execute();
      expect(ledger).toHaveLength(2);
      expect(JSON.stringify(ledger)).not.toMatch(/mara|ion@|example/i);

      const result = await restoreStore(store, file, { force: true });
      expect(result.erased).toBe(3);
      expect(result.enquiries).toBe(1);
      expect(await findByEmail(store, erased)).toEqual([]);
      expect(await store.get(byId)).toBeUndefined();
      expect(await store.get(kept)).toBeDefined();
      // The ledger outlives the restore: a second restore of the same backup still keeps them out.
      expect((await restoreStore(store, file, { force: true })).erased).toBe(3);
      // Whoever writes again after their erasure sent a new enquiry: a restore of a later backup keeps it.
      const again = await store.save({ name: "Mara Pop", email: erased, company: "", message: "New project" }, "/");
      const later = path.join(dir, "erasure.later.backup.sqlite");
      await backupStore(store, later, 28);
      expect((await restoreStore(store, later, { force: true })).erased).toBe(0);
      expect((await findByEmail(store, erased)).map((e) => e.id)).toEqual([again]);
      const raw = readFileSync(path.join(settings.ENQUIRY_DATA_DIR, "enquiries.sqlite"));
      expect(raw.includes(Buffer.from("Please call me")), "secure_delete and VACUUM leave no deleted text").toBe(false);
    } finally {
      await store.close();
    }
  });
});
