// @ts-check
/**
 * What server/index.mjs (plain Node) shares with the code Next.js bundles: the server's settings, read
 * once, and the globalThis keys through which the two sides reach each other across bundle boundaries.
 */
import {
  DEFAULT_DIST_DIR,
  DEFAULT_ENQUIRY_ENDPOINT,
  DEFAULT_PORT,
  DEFAULT_SITE_URL,
} from "../lib/settings/defaults.mjs";

/** Keys on globalThis: a module-level variable would be one copy per bundle, a registered symbol is one per process. */
export const GLOBAL_KEYS = {
  /** Set by server/index.mjs on SIGTERM/SIGINT; read by lib/server/lifecycle.ts. */
  draining: Symbol.for("lumora.draining"),
  /** Installed by lib/server/lifecycle.ts; run by server/index.mjs after the last request in flight. */
  shutdown: Symbol.for("lumora.shutdown"),
  /** Installed by lib/server/observe/hooks.ts; the access log, metrics and logger server/index.mjs uses. */
  serverHooks: Symbol.for("lumora.server-hooks"),
  // Only the bundled code reads these, but Next.js bundles instrumentation.ts and each route handler
  // apart, each with its own copy of a module: one value per process must live on globalThis.
  /** lib/server/observe/logger.ts: one buffered stdout writer for every bundle. */
  logs: Symbol.for("lumora.logs"),
  /** lib/server/observe/http-metrics.ts: the registry the server records into and /api/metrics reads. */
  metrics: Symbol.for("lumora.metrics"),
  /** lib/server/inbox/shared-store.ts: one database connection per process. */
  enquiryStore: Symbol.for("lumora.enquiry-store"),
  /** lib/server/notify/runtime.ts: the delivery worker instrumentation.ts starts and the inbox nudges. */
  deliveryWorker: Symbol.for("lumora.enquiry-delivery-worker"),
  /** lib/server/inbox/counters.ts: rejections counted in memory until the worker flushes them. */
  rejectedEnquiries: Symbol.for("lumora.rejected-enquiries"),
};

/**
 * Where `npm start` listens and what it serves, from its environment with the project's defaults (next.config.ts
 * has already checked these variables against lib/settings/schema.ts before the server listens).
 * @param {NodeJS.ProcessEnv} env
 */
export function listenSettings(env = process.env) {
  return {
    port: Number(env.PORT || DEFAULT_PORT),
    /** Unset: every interface. */
    hostname: env.HOST || undefined,
    distDir: distDirFrom(env),
    https: (env.SITE_URL || DEFAULT_SITE_URL).startsWith("https://"),
    enquiryEndpoint: env.NEXT_PUBLIC_ENQUIRY_ENDPOINT || DEFAULT_ENQUIRY_ENDPOINT,
  };
}

/**
 * The build folder of `next build` and `npm start` (the browser tests build into their own).
 * @param {NodeJS.ProcessEnv} env
 */
export function distDirFrom(env = process.env) {
  return env.NEXT_DIST_DIR || DEFAULT_DIST_DIR;
}
