// @ts-check
/**
 * What server/index.mjs (plain Node) shares with the code Next.js bundles: the server's settings, read
 * once, and the globalThis key of the process's inbox.
 */
import {
  DEFAULT_ACCESS_LOG_RETENTION_DAYS,
  DEFAULT_DIST_DIR,
  DEFAULT_ENQUIRY_ENDPOINT,
  DEFAULT_PORT,
  DEFAULT_SITE_URL,
  DEFAULT_TRUST_PROXY_HOPS,
} from "../lib/settings/defaults.mjs";

/**
 * The one value the server process shares across Next.js's bundles, on globalThis (a module-level variable would
 * be one copy per bundle: Next.js bundles instrumentation.ts and each route handler apart): the inbox, i.e. the
 * store connection and the delivery worker that drains it (lib/server/inbox/process-inbox.ts). server/index.mjs
 * runs its `stop` after the last request in flight. Logs and request metrics are the server's own (server/observe).
 */
export const INBOX_KEY = Symbol.for("lumora.inbox");

/**
 * The live texts (content/live) as this process's settings make them, put on globalThis by instrumentation.ts
 * (lib/server/live-text.ts) for server/index.mjs to fill into the prerendered pages (server/live-text.mjs).
 */
export const LIVE_TEXT_KEY = Symbol.for("lumora.live-text");

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
    /** How many proxies in front append to X-Forwarded-For (server/client-address.mjs). */
    trustProxyHops: Number(env.TRUST_PROXY_HOPS || DEFAULT_TRUST_PROXY_HOPS),
  };
}

/**
 * The build folder of `next build` and `npm start` (the browser tests build into their own).
 * @param {NodeJS.ProcessEnv} env
 */
export function distDirFrom(env = process.env) {
  return env.NEXT_DIST_DIR || DEFAULT_DIST_DIR;
}

/**
 * How the server logs what it answers, from its environment (checked against lib/settings/schema.ts by
 * next.config.ts before the server listens).
 * @param {NodeJS.ProcessEnv} env
 * @returns {import("./observe/index.mjs").ObserveSettings}
 */
export function observeSettings(env = process.env) {
  return {
    accessLogDir: env.ACCESS_LOG_DIR || undefined,
    accessLogRetentionDays: Number(env.ACCESS_LOG_RETENTION_DAYS || DEFAULT_ACCESS_LOG_RETENTION_DAYS),
    accessLogStdoutClient: env.ACCESS_LOG_STDOUT_CLIENT === "on",
  };
}
