import { promisesReply } from "./check";
import { RATE_LIMIT_WINDOW_SECONDS } from "./defaults.mjs";
import { environmentSettings } from "./environment";
import { ENQUIRY_ENDPOINT, isEmbeddedInbox } from "./public";
import { isLoopbackHost, type ServerSettings } from "./schema.mjs";

/**
 * What the server does with personal data, read from the same settings that make it do so. The legal
 * pages are prerendered with the build's facts, and the production server puts the sentences that depend
 * on them back from its own settings at start (content/live/, server/live-text.mjs).
 */
export function operationalFacts(
  settings: ServerSettings = environmentSettings(),
  endpoint: string = ENQUIRY_ENDPOINT,
) {
  return {
    /** The forms post to this server's own inbox (lib/settings/public.ts). */
    embeddedInbox: isEmbeddedInbox(endpoint),
    /** ACCESS_LOG_DIR set: the server keeps access-log files, with the client's IP and user agent. */
    accessLogFiles: Boolean(settings.ACCESS_LOG_DIR),
    /** ACCESS_LOG_STDOUT_CLIENT=on: stdout, kept by the hosting platform, carries the IP and user agent too. */
    clientOnStdout: settings.ACCESS_LOG_STDOUT_CLIENT === "on",
    /** ACCESS_LOG_RETENTION_DAYS: the server deletes its daily access-log files after this many days. */
    accessLogDays: settings.ACCESS_LOG_RETENTION_DAYS,
    /**
     * DATABASE_URL set: the inbox is a PostgreSQL database, possibly a hosting provider's managed
     * service; unset, a SQLite file in ENQUIRY_DATA_DIR on the server itself.
     */
    database: settings.DATABASE_URL ? ("postgres" as const) : ("sqlite" as const),
    /**
     * ENQUIRY_RETENTION_DAYS: the daily purge deletes enquiries older than this. Backups are not
     * governed by it: they expire by BACKUP_RETENTION_DAYS (below).
     */
    enquiryRetentionDays: settings.ENQUIRY_RETENTION_DAYS,
    /** SMTP_URL set: the server emails the team each enquiry (and the daily digest of held ones). */
    emailNotices: Boolean(settings.SMTP_URL),
    /**
     * SMTP_ALLOW_PLAINTEXT not on and the relay is another machine: mail goes over TLS or STARTTLS, or not at
     * all (lib/server/notify/email.ts lets a relay on this machine take plain SMTP).
     */
    smtpEncrypted:
      settings.SMTP_ALLOW_PLAINTEXT !== "on" &&
      !(settings.SMTP_URL && isLoopbackHost(new URL(settings.SMTP_URL).hostname)),
    /** ENQUIRY_WEBHOOK_URL set: the server posts each enquiry to a chat or CRM webhook (signed). */
    webhookNotices: Boolean(settings.ENQUIRY_WEBHOOK_URL),
    /** The webhook is https:// (plain http:// is accepted only for a receiver on this machine). */
    webhookHttps: Boolean(settings.ENQUIRY_WEBHOOK_URL?.startsWith("https:")),
    /**
     * ENQUIRY_PROOF_OF_WORK=on: the form has the browser solve a puzzle, and the server holds an enquiry
     * without a solved one. Off, only near-certain spam (`spamSignals`) is held. Meaningful only with
     * `embeddedInbox`.
     */
    proofOfWork: settings.ENQUIRY_PROOF_OF_WORK === "on",
    /** Whether the per-IP rate limit is on, and how long the limiter remembers an address. */
    rateLimited: settings.ENQUIRY_RATE_LIMIT_PER_MINUTE > 0,
    rateLimitWindowSeconds: RATE_LIMIT_WINDOW_SECONDS,
    /**
     * ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR above 0: a held enquiry is notified at once while the hour's budget
     * lasts (the rest wait for the digest); 0: every held enquiry waits for the digest.
     */
    heldNoticesAtOnce: settings.ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR > 0,
    /**
     * BACKUP_RETENTION_DAYS: each `enquiries backup` run deletes the earlier backups in its folder whose
     * data was copied more than this many days ago.
     */
    backupRetentionDays: settings.BACKUP_RETENTION_DAYS,
    /** SITE_URL is https: a reverse proxy or CDN in front of the Node server terminates TLS. */
    behindProxy: settings.siteUrl.startsWith("https://"),
    /** Pages may state a reply time: someone is told of an enquiry, or nobody acknowledged that nobody is. */
    promisesReply: promisesReply(settings, endpoint),
  };
}

export type OperationalFacts = ReturnType<typeof operationalFacts>;

/** Whether any channel tells the team of an enquiry (and so of one held for a person to check). */
export const notifiesTeam = (facts: Pick<OperationalFacts, "emailNotices" | "webhookNotices">): boolean =>
  facts.emailNotices || facts.webhookNotices;
