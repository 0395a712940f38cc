// @ts-check
/**
 * The one shape of every log line, for the server's own lines (server/observe) and the inbox's events
 * (lib/server/observe/logger.ts): JSON with an ISO time, the level by name and no pid or host name.
 */
import pino from "pino";

/** @type {import("pino").LoggerOptions<never, false>} */
export const LOG_FORMAT = {
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};
