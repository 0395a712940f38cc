import pino, { type Logger } from "pino";
import { LOG_FORMAT } from "@/platform/log-format.mjs";

// The inbox's events (deliveries, alerts, errors) are few, so each bundle writes its lines to stdout
// synchronously: nothing waits in a buffer at shutdown, and no writer is shared between bundles. The
// server's own lines, one per answered request, go through its buffered writer (server/observe).
let events: Logger | undefined;

/** The event logger: `logger().info({ event: "…", … }, "message")`, JSON lines on stdout. */
export function logger(): Logger {
  events ??= pino(LOG_FORMAT, pino.destination({ dest: 1, sync: true }));
  return events;
}

/** An error as log fields (message only: stacks of expected failures such as a refused connection are noise). */
export const errorFields = (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) });
