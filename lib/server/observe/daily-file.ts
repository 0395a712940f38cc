import { mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import pino from "pino";

type Destination = ReturnType<typeof pino.destination>;

const DAY_MS = 86_400_000;
const FILE = /^access-(\d{4}-\d{2}-\d{2})\.log$/;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A write stream for pino that appends to `access-YYYY-MM-DD.log` (UTC day) in `dir`, starts a new
 * file at midnight and deletes files whose day is more than `retentionDays` before today: at start,
 * at each new day and hourly (a quiet server still forgets on time).
 */
export class DailyFile {
  private day = "";
  private nextDayAt = 0;
  private file: Destination | undefined;
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly dir: string,
    private readonly retentionDays: number,
    private readonly now: () => number = Date.now,
  ) {
    mkdirSync(dir, { recursive: true });
    this.prune();
    this.sweep = setInterval(() => this.prune(), 3_600_000).unref();
  }

  write(line: string): boolean {
    const time = this.now();
    if (time >= this.nextDayAt) this.open(time);
    return this.file!.write(line);
  }

  /** Deletes the daily files older than the retention period; returns the names deleted. */
  prune(): string[] {
    const oldestKept = dayOf(this.now() - this.retentionDays * DAY_MS);
    const deleted = readdirSync(this.dir).filter((name) => {
      const day = FILE.exec(name)?.[1];
      return day !== undefined && day < oldestKept;
    });
    for (const name of deleted) rmSync(path.join(this.dir, name), { force: true });
    return deleted;
  }

  flushSync(): void {
    this.file?.flushSync();
  }

  end(): void {
    clearInterval(this.sweep);
    this.file?.end();
    this.file = undefined;
  }

  private open(time: number) {
    this.file?.end();
    this.day = dayOf(time);
    this.nextDayAt = Date.parse(`${this.day}T00:00:00.000Z`) + DAY_MS;
    // Opened here, synchronously: the stream is ready at once and flushes on exit like stdout.
    const fd = openSync(path.join(this.dir, `access-${this.day}.log`), "a");
    this.file = pino.destination({ dest: fd, sync: false });
    this.prune();
  }
}
