// @ts-check
// The settings' defaults, for the schema (schema.mjs) and the code that names a default itself. Plain
// JavaScript, like the schema, because `npm start` loads both without a compiler.

/** Where the site is served when SITE_URL is unset. */
export const DEFAULT_SITE_URL = "http://localhost:3000";
/** The path the enquiry form posts to when NEXT_PUBLIC_ENQUIRY_ENDPOINT is unset. */
export const DEFAULT_ENQUIRY_ENDPOINT = "/api/enquiries";
/** Port of `npm start` when PORT is unset. */
export const DEFAULT_PORT = 3000;

/** Days an enquiry is kept before the daily purge deletes it (ENQUIRY_RETENTION_DAYS). */
export const DEFAULT_ENQUIRY_RETENTION_DAYS = 730;
/** Days the server keeps its daily access-log files in ACCESS_LOG_DIR (ACCESS_LOG_RETENTION_DAYS). */
export const DEFAULT_ACCESS_LOG_RETENTION_DAYS = 14;
/** The enquiry rate limiter's window: a client IP is forgotten this long after its first request. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;
/** Seconds a channel must fail before an alert goes out (ENQUIRY_ALERT_AFTER_S). */
export const DEFAULT_ENQUIRY_ALERT_AFTER_S = 900;
/** UTC hour of the daily held-enquiry digest (ENQUIRY_DIGEST_HOUR). */
export const DEFAULT_ENQUIRY_DIGEST_HOUR = 8;
/** Proxies in front of `npm start` whose X-Forwarded-For entries are believed (TRUST_PROXY_HOPS): none. */
export const DEFAULT_TRUST_PROXY_HOPS = 0;
/** Immediate notices of held enquiries per hour across all instances (ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR). */
export const DEFAULT_ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR = 6;
/** Days a backup is kept, counted from when the data it holds was copied (BACKUP_RETENTION_DAYS). */
export const DEFAULT_BACKUP_RETENTION_DAYS = 28;
