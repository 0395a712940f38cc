import pino, { type Logger } from "pino";
import { readServerSettings } from "@/lib/settings/schema";
import { DailyFile } from "./daily-file";
import { processGlobal } from "@/lib/server/process-global";

export type Logs = {
  /** Lifecycle, delivery and error events: JSON lines on stdout. */
  log: Logger;
  /** One line per answered request: stdout, and the daily files when ACCESS_LOG_DIR is set. */
  access: Logger;
  /** Writes out what is buffered (graceful shutdown). */
  flush: () => void;
};

// One set of logs per process, whichever bundle writes: every line goes through the same buffered stdout writer.
const processLogs = processGlobal<Logs>("logs");

const options = {
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
} as const;

/** Creates this process's logs: buffered stdout (asynchronous writes keep requests off the disk path). */
export function createLogs(env: Record<string, string | undefined> = process.env): Logs {
  const settings = readServerSettings(env);
  const stdout = pino.destination({ dest: 1, sync: false });
  const log = pino(options, stdout);
  if (!settings.ACCESS_LOG_DIR) return { log, access: log, flush: () => stdout.flushSync() };
  const files = new DailyFile(settings.ACCESS_LOG_DIR, settings.ACCESS_LOG_RETENTION_DAYS);
  const access = pino(options, pino.multistream([{ stream: stdout }, { stream: files }]));
  return {
    log,
    access,
    flush: () => {
      stdout.flushSync();
      files.flushSync();
    },
  };
}

/** This process's logs, created on first use. */
export function logs(): Logs {
  return processLogs.getOrCreate(() => createLogs());
}

/** The event logger: `logger().info({ event: "…", … }, "message")`. */
export const logger = (): Logger => logs().log;

/** An error as log fields (message only: stacks of expected failures such as a refused connection are noise). */
export const errorFields = (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) });
