// @ts-check
import { mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import pino from "pino";

const DAY_MS = 86_400_000;
const FILE = /^access-(\d{4}-\d{2}-\d{2})\.log$/;

const dayOf = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * A write stream for pino that appends to `access-YYYY-MM-DD.log` (UTC day) in `dir`, starts a new
 * file at midnight and deletes files whose day is more than `retentionDays` before today: at start,
 * at each new day and hourly (a quiet server still forgets on time).
 */
export class DailyFile {
  /** @type {ReturnType<typeof pino.destination> | undefined} */
  #file;
  #nextDayAt = 0;
  #sweep;

  /**
   * @param {string} dir
   * @param {number} retentionDays
   * @param {() => number} now
   */
  constructor(dir, retentionDays, now = Date.now) {
    this.dir = dir;
    this.retentionDays = retentionDays;
    this.now = now;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.prune();
    this.#sweep = setInterval(() => this.prune(), 3_600_000).unref();
  }

  /** @param {string} line */
  write(line) {
    const time = this.now();
    if (time >= this.#nextDayAt) this.#open(time);
    return this.#file?.write(line) ?? false;
  }

  /** Deletes the daily files older than the retention period; returns the names deleted. */
  prune() {
    const oldestKept = dayOf(this.now() - this.retentionDays * DAY_MS);
    const deleted = readdirSync(this.dir).filter((name) => {
      const day = FILE.exec(name)?.[1];
      return day !== undefined && day < oldestKept;
    });
    for (const name of deleted) rmSync(path.join(this.dir, name), { force: true });
    return deleted;
  }

  flushSync() {
    this.#file?.flushSync();
  }

  end() {
    clearInterval(this.#sweep);
    this.#file?.end();
    this.#file = undefined;
  }

  /** @param {number} time */
  #open(time) {
    this.#file?.end();
    const day = dayOf(time);
    this.#nextDayAt = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
    // Opened here, synchronously: the stream is ready at once and flushes on exit like stdout.
    const fd = openSync(path.join(this.dir, `access-${day}.log`), "a", 0o600);
    this.#file = pino.destination({ dest: fd, sync: false });
    this.prune();
  }
}
