import pino, { type Logger } from "pino";
import { environmentSettings } from "@/lib/settings/environment";
import type { ServerSettings } from "@/lib/settings/schema";
import { DailyFile } from "./daily-file";
import { processGlobal } from "@/lib/server/process-global";

export type Logs = {
  /** Lifecycle, delivery and error events: JSON lines on stdout. */
  log: Logger;
  /**
   * One line per answered request: to the daily files when ACCESS_LOG_DIR is set, whole; to stdout
   * without the client's IP address and user agent unless ACCESS_LOG_STDOUT_CLIENT=on, because stdout
   * is kept by the hosting platform, whose retention the server cannot enforce.
   */
  access: (line: AccessLine) => void;
  /** Writes out what is buffered (graceful shutdown). */
  flush: () => void;
};

/** One access-log line: what server/index.mjs saw of a request it answered. */
export type AccessLine = { type: "access"; ip: string; ua: string } & Record<string, unknown>;

const withoutClient = ({ ip: _ip, ua: _ua, ...line }: AccessLine) => line;

// One set of logs per process, whichever bundle writes: every line goes through the same buffered stdout writer.
const processLogs = processGlobal<Logs>("logs");

const options = {
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
} as const;

/** Creates this process's logs: buffered stdout (asynchronous writes keep requests off the disk path). */
export function createLogs(
  settings: Pick<
    ServerSettings,
    "ACCESS_LOG_DIR" | "ACCESS_LOG_RETENTION_DAYS" | "ACCESS_LOG_STDOUT_CLIENT"
  > = environmentSettings(),
): Logs {
  const stdout = pino.destination({ dest: 1, sync: false });
  const log = pino(options, stdout);
  const toStdout = (line: AccessLine) =>
    log.info(settings.ACCESS_LOG_STDOUT_CLIENT === "on" ? line : withoutClient(line));
  if (!settings.ACCESS_LOG_DIR) return { log, access: toStdout, flush: () => stdout.flushSync() };
  const files = new DailyFile(settings.ACCESS_LOG_DIR, settings.ACCESS_LOG_RETENTION_DAYS);
  const toFiles = pino(options, files);
  return {
    log,
    access: (line) => {
      toStdout(line);
      toFiles.info(line);
    },
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
