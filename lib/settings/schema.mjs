// @ts-check
/**
 * Every setting, validated by zod: the one reader for the code Next.js bundles (lib/settings/environment.ts),
 * next.config.ts, the scripts and the production server (server/index.mjs). Plain JavaScript with JSDoc
 * types, so that Node runs it as it is under `npm start` (no compiler, no devDependency at run time) and
 * TypeScript checks it and infers its types everywhere else.
 */
import { z } from "zod";
import { BUILD_FOLDER } from "../../platform/build-folders.mjs";
import {
  DEFAULT_ACCESS_LOG_RETENTION_DAYS,
  DEFAULT_BACKUP_RETENTION_DAYS,
  DEFAULT_ENQUIRY_ALERT_AFTER_S,
  DEFAULT_ENQUIRY_DIGEST_HOUR,
  DEFAULT_ENQUIRY_ENDPOINT,
  DEFAULT_ENQUIRY_RETENTION_DAYS,
  DEFAULT_PORT,
  DEFAULT_SITE_URL,
  DEFAULT_TRUST_PROXY_HOPS,
  DEFAULT_ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR,
} from "./defaults.mjs";

/** @typedef {Record<string, string | undefined>} Env */

/** Empty strings count as unset, so `FOO=` behaves like no FOO at all. */
const unsetIfEmpty = (/** @type {unknown} */ value) => (value === "" ? undefined : value);
/**
 * @template {z.ZodType} T
 * @param {T} schema
 */
const optional = (schema) => z.preprocess(unsetIfEmpty, schema.optional());
const origin = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).transform((url) => new URL(url).origin);
const count = (/** @type {number} */ fallback) =>
  z.preprocess(unsetIfEmpty, z.coerce.number({ error: "must be a whole number" }).int().min(0).default(fallback));
/**
 * @template {z.ZodType} T
 * @param {T} item
 */
const list = (item) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)
        : [],
    z.array(item),
  );

/** Variables the browser may see: Next.js inlines them into the client bundle at build time. */
export const publicSettingsSchema = z.object({
  NEXT_PUBLIC_ENQUIRY_ENDPOINT: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine(
        (value) => /^\/(?!\/)/.test(value) || URL.canParse(value),
        "must be a path such as /api/enquiries or an absolute URL",
      )
      .default(DEFAULT_ENQUIRY_ENDPOINT),
  ),
});

const email = z.email({ error: "must be an email address" });
/** A whole number in [min, max]; every way of missing says `must be <what>`. */
const wholeNumber = (
  /** @type {number} */ min,
  /** @type {number} */ max,
  /** @type {string} */ what,
  /** @type {number} */ fallback,
) => {
  const error = `must be ${what}`;
  return z.preprocess(
    unsetIfEmpty,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
};
const onOff = z.preprocess(unsetIfEmpty, z.enum(["on", "off"], { error: "must be on or off" }).default("on"));
const atLeastOne = (/** @type {number} */ fallback) =>
  z.preprocess(unsetIfEmpty, z.coerce.number({ error: "must be a whole number" }).int().min(1).default(fallback));

/**
 * True for a host name that stays on this machine (localhost, 127.0.0.0/8, ::1).
 * @param {string} hostname
 */
export function isLoopbackHost(hostname) {
  const host = hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host) || host === "::1";
}

/** Enquiry notifications, proof of work and retention (issue 12). */
const notificationSettings = {
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  ENQUIRY_NOTIFY_TO: list(email),
  ENQUIRY_NOTIFY_FROM: optional(email),
  ENQUIRY_WEBHOOK_URL: optional(
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .refine((url) => url.startsWith("https://") || isLoopbackHost(new URL(url).hostname), {
        error: "must be an https:// URL (plain http:// only to this machine)",
      }),
  ),
  ENQUIRY_WEBHOOK_SECRET: optional(z.string().min(16, { error: "must be at least 16 characters" })),
  ENQUIRY_DELIVERY_MAX_BACKOFF_S: atLeastOne(300),
  ENQUIRY_PROOF_OF_WORK: onOff,
  ENQUIRY_POW_SECRET: optional(z.string().min(32, { error: "must be at least 32 characters" })),
  ENQUIRY_RETENTION_DAYS: atLeastOne(DEFAULT_ENQUIRY_RETENTION_DAYS),
};

/** Logs, metrics, alerts and the held-enquiry digest (issue 22). */
const operationsSettings = {
  ACCESS_LOG_DIR: optional(z.string()),
  ACCESS_LOG_RETENTION_DAYS: atLeastOne(DEFAULT_ACCESS_LOG_RETENTION_DAYS),
  ACCESS_LOG_STDOUT_CLIENT: z.preprocess(
    unsetIfEmpty,
    z.enum(["on", "off"], { error: "must be on or off" }).default("off"),
  ),
  METRICS_TOKEN: optional(z.string().min(16, { error: "must be at least 16 characters" })),
  ENQUIRY_ALERT_AFTER_S: atLeastOne(DEFAULT_ENQUIRY_ALERT_AFTER_S),
  ENQUIRY_DIGEST_HOUR: wholeNumber(0, 23, "a whole number from 0 to 23", DEFAULT_ENQUIRY_DIGEST_HOUR),
};

/** Where `npm start` listens and which build it serves. */
const listenVariables = {
  PORT: wholeNumber(1, 65_535, "a port number from 1 to 65535", DEFAULT_PORT),
  HOST: optional(z.string().regex(/^[\w.:-]+$/, { error: "must be a host name or IP address" })),
  NEXT_DIST_DIR: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\.?[\w-]+$/, { error: "must be a folder name inside the project, such as .next" })
      .default(BUILD_FOLDER),
  ),
};

/** The articles engine (issue 35): where articles are read from, and whether drafts are built. */
const articleSettings = {
  ARTICLES_DIR: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[\w./-]+$/, { error: "must be a folder path inside the project, such as content/articles" })
      .refine((dir) => !dir.split("/").includes(".."), { error: "must stay inside the project" })
      .default("content/articles"),
  ),
  ARTICLES_DRAFTS: z.preprocess(unsetIfEmpty, z.enum(["show", "hide"], { error: "must be show or hide" }).optional()),
};

/**
 * Drafts are built when ARTICLES_DRAFTS says so; unset, only under `next dev` (NODE_ENV=development).
 * @param {"show" | "hide" | undefined} setting
 * @param {string | undefined} nodeEnv
 */
export function articleDraftsVisible(setting, nodeEnv) {
  return setting ? setting === "show" : nodeEnv === "development";
}

/** Hostile clients (issue 39): who the client is behind proxies, the held-notice budget, mail transport. */
const hostileClientSettings = {
  TRUST_PROXY_HOPS: wholeNumber(0, 10, "a whole number from 0 to 10", DEFAULT_TRUST_PROXY_HOPS),
  ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR: count(DEFAULT_ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR),
  SMTP_ALLOW_PLAINTEXT: z.preprocess(
    unsetIfEmpty,
    z.enum(["on", "off"], { error: "must be on or off" }).default("off"),
  ),
};

/** True at launch (issue 42): the reply promise without a channel, and how long backups are kept. */
const launchSettings = {
  ENQUIRY_NOTIFY_NONE: z.preprocess(
    unsetIfEmpty,
    z.enum(["acknowledged"], { error: "must be acknowledged (or unset)" }).optional(),
  ),
  BACKUP_RETENTION_DAYS: atLeastOne(DEFAULT_BACKUP_RETENTION_DAYS),
};

/** Every server-side variable. Documented in the README's configuration table. */
export const serverSettingsSchema = z.object({
  ...listenVariables,
  SITE_URL: optional(origin),
  ENQUIRY_DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default("data")),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })),
  ENQUIRY_RATE_LIMIT_PER_MINUTE: count(5),
  ENQUIRY_ALLOWED_ORIGINS: list(origin),
  ...notificationSettings,
  ...operationsSettings,
  ...articleSettings,
  ...hostileClientSettings,
  ...launchSettings,
});

/** @typedef {z.infer<typeof publicSettingsSchema>} PublicSettings */
/** @typedef {z.infer<typeof serverSettingsSchema> & { siteUrl: string }} ServerSettings */

/**
 * Variables that only make sense together: each missing partner is named.
 * @param {z.infer<typeof serverSettingsSchema>} s
 */
function pairedSettingsProblems(s) {
  /** @type {string[]} */
  const problems = [];
  if (s.SMTP_URL && !s.ENQUIRY_NOTIFY_TO.length) problems.push("ENQUIRY_NOTIFY_TO: required when SMTP_URL is set");
  if (!s.SMTP_URL && s.ENQUIRY_NOTIFY_TO.length) problems.push("SMTP_URL: required when ENQUIRY_NOTIFY_TO is set");
  if (s.ENQUIRY_WEBHOOK_URL && !s.ENQUIRY_WEBHOOK_SECRET)
    problems.push("ENQUIRY_WEBHOOK_SECRET: required when ENQUIRY_WEBHOOK_URL is set");
  return problems;
}

/**
 * Parses variables with a schema; the error names every invalid variable and says why.
 * @template {z.ZodType} T
 * @param {T} schema
 * @param {Env} env
 * @returns {z.infer<T>}
 */
export function parseSettings(schema, env) {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${String(issue.path[0] ?? "?")}: ${issue.message}`);
  throw new Error(`Invalid settings:\n${problems.join("\n")}`);
}

/**
 * @param {Env} env
 * @returns {ServerSettings}
 */
export function readServerSettings(env) {
  const parsed = parseSettings(serverSettingsSchema, env);
  const problems = pairedSettingsProblems(parsed);
  if (problems.length) throw new Error(`Invalid settings:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return { ...parsed, siteUrl: parsed.SITE_URL ?? DEFAULT_SITE_URL };
}

/**
 * @param {Env} env
 * @returns {PublicSettings}
 */
export function readPublicSettings(env) {
  return parseSettings(publicSettingsSchema, env);
}

const absoluteUrl = (/** @type {string} */ what) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string({ error: `required for a static build: ${what}` })
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), `must be an absolute http(s) URL: ${what}`),
  );

/** What `npm run build:static` needs before it starts: where the site lives and where its forms post. */
export const staticBuildSettingsSchema = z.object({
  SITE_URL: absoluteUrl("the public origin, such as https://www.example.com"),
  NEXT_PUBLIC_ENQUIRY_ENDPOINT: absoluteUrl(
    "the form-collection service's URL, such as https://forms.example.com/f/abc",
  ),
});

/**
 * @param {Env} env
 * @returns {z.infer<typeof staticBuildSettingsSchema>}
 */
export function readStaticBuildSettings(env) {
  return parseSettings(staticBuildSettingsSchema, env);
}
