// @ts-check
/**
 * What the Node server observes of its own answers. The server owns all of it, in plain JavaScript: its
 * lifecycle lines, one access-log line per answer and the request metrics. The metrics go into
 * prom-client's default registry, which the metrics route reads: prom-client is a server external
 * package (next.config.ts), so the route and this file load the same module, hence the same registry.
 */
import pino from "pino";
import { collectDefaultMetrics, Counter, Histogram, register as defaultRegistry } from "prom-client";
import { LOG_FORMAT } from "../../platform/log-format.mjs";
import { DailyFile } from "./daily-file.mjs";

/**
 * The settings the server's observation follows (lib/settings/schema.mjs): daily access-log files in
 * ACCESS_LOG_DIR when set, kept ACCESS_LOG_RETENTION_DAYS days; the client's IP and user agent on stdout
 * only with ACCESS_LOG_STDOUT_CLIENT=on.
 * @typedef {Pick<import("../../lib/settings/schema.mjs").ServerSettings, "ACCESS_LOG_DIR" | "ACCESS_LOG_RETENTION_DAYS" | "ACCESS_LOG_STDOUT_CLIENT">} ObserveSettings
 */

/** @typedef {{ type: "access", ip: string, ua: string } & Record<string, unknown>} AccessLine */

/** Methods outside this list count as OTHER, so a client cannot grow the label set. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Longest value of a client-written field in an access line: a client cannot make lines unbounded. */
const FIELD_MAX = { method: 16, path: 512, ua: 256 };

/**
 * A client-written value cut to `max` characters.
 * @param {string} value
 * @param {number} max
 */
const bounded = (value, max) => (value.length > max ? `${value.slice(0, max)}…` : value);

/**
 * The path without its query string (a query may carry a review token or personal data).
 * @param {string | undefined} url
 */
export function pathOnly(url) {
  const raw = url ?? "/";
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

/** @param {import("prom-client").Registry} registry */
function requestMetrics(registry) {
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method and status",
    labelNames: ["method", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and status",
    labelNames: ["method", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { requests, duration };
}

/**
 * The server's logs and metrics. Stdout is buffered (asynchronous writes keep requests off the disk path)
 * and written out by `flush()` at shutdown.
 * @param {ObserveSettings} settings
 * @param {{ stdout?: import("pino").DestinationStream & { flushSync?: () => void }, registry?: import("prom-client").Registry }} [to]
 *   where lines and metrics go: the process's stdout and prom-client's default registry unless a test says otherwise
 */
export function createObservation(settings, to = {}) {
  const stdout = to.stdout ?? pino.destination({ dest: 1, sync: false });
  const log = pino(LOG_FORMAT, stdout);
  const files = settings.ACCESS_LOG_DIR
    ? new DailyFile(settings.ACCESS_LOG_DIR, settings.ACCESS_LOG_RETENTION_DAYS)
    : undefined;
  const toFiles = files && pino(LOG_FORMAT, files);
  const { requests, duration } = requestMetrics(to.registry ?? defaultRegistry);

  /**
   * One line per answered request: to the daily files when ACCESS_LOG_DIR is set, whole; to stdout
   * without the client's IP address and user agent unless ACCESS_LOG_STDOUT_CLIENT=on, because stdout
   * is kept by the hosting platform, whose retention the server cannot enforce.
   * @param {AccessLine} line
   */
  const access = (line) => {
    const { ip: _ip, ua: _ua, ...withoutClient } = line;
    log.info(settings.ACCESS_LOG_STDOUT_CLIENT === "on" ? line : withoutClient);
    toFiles?.info(line);
  };

  return {
    /**
     * A lifecycle or error line.
     * @param {"info" | "warn" | "error"} level
     * @param {string} event
     * @param {string} message
     * @param {Record<string, unknown>} [fields]
     */
    log(level, event, message, fields = {}) {
      log[level]({ event, ...fields }, message);
    },
    access,
    /**
     * Called once a request is answered (or the client went away): writes one access line and counts
     * the request. Never reads the body.
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     * @param {number} seconds
     * @param {string} ip the client's address as platform/client-address.mjs decided it
     */
    requestDone(req, res, seconds, ip) {
      const status = res.writableFinished ? res.statusCode : 499;
      const method = req.method ?? "";
      const labels = { method: METHODS.has(method) ? method : "OTHER", status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
      access({
        type: "access",
        method: bounded(method, FIELD_MAX.method),
        path: bounded(pathOnly(req.url), FIELD_MAX.path),
        status,
        ms: Math.round(seconds * 10_000) / 10,
        ip,
        ua: bounded(req.headers["user-agent"] ?? "", FIELD_MAX.ua),
      });
    },
    /** Writes out what is buffered (graceful shutdown). */
    flush() {
      stdout.flushSync?.();
      files?.flushSync();
    },
  };
}
