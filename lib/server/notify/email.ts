import "server-only";
import { escapeHtml } from "@/platform/escape-html.mjs";
import { createTransport } from "nodemailer";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import { site } from "@/content/site";
import { isLoopbackHost } from "@/lib/settings/schema.mjs";
import { alertEmail, type Alerter } from "./alerts";
import type { Notice, Sender } from "./notice";

export type EmailSettings = {
  smtpUrl: string;
  to: string[];
  from?: string;
  siteUrl: string;
  /** SMTP_ALLOW_PLAINTEXT=on: plain SMTP allowed to a host other than this machine. */
  allowPlaintext?: boolean;
};

/**
 * Encryption on the way to the mail server: smtps:// is TLS from the start; smtp:// to any host but this
 * machine must upgrade with STARTTLS (a server that does not offer it fails the delivery), unless the
 * operator allowed plain SMTP. Nodemailer lets the URL's query override options, so the query's switches
 * that would turn encryption off (`ignoreTLS`, `requireTLS`, `secure`) are removed when it is required.
 */
export function smtpEncryption(
  smtpUrl: string,
  allowPlaintext = false,
): { url: string; requireTLS: boolean; ignoreTLS: boolean } {
  const url = new URL(smtpUrl);
  if (allowPlaintext || isLoopbackHost(url.hostname)) return { url: smtpUrl, requireTLS: false, ignoreTLS: false };
  for (const name of ["ignoreTLS", "requireTLS", "secure"]) url.searchParams.delete(name);
  return { url: url.href, requireTLS: url.protocol === "smtp:", ignoreTLS: false };
}

/**
 * Visitor text bound for a header: one line, no control characters, no RFC 2047 encoded-word opener
 * (a mail client would decode `=?utf-8?q?…?=` into other text), bounded. Nodemailer encodes the rest.
 */
const oneLine = (text: string) => singleLine(text).replace(/=\?/g, "= ?").slice(0, 120);

/** Visitor text on a line of its own in the plain-text body: no line break can start a forged line. */
const singleLine = (text: string) =>
  text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The visitor's message in the plain-text body: every line indented under a "Message:" label, so nothing
 * the visitor types can look like one of the notice's own lines (a "Review link:" or a field).
 */
const quotedMessage = (message: string) =>
  message
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .split("\n")
    .map((line) => `    ${line.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, " ")}`)
    .join("\n");

/**
 * The notification email. Every visitor-typed value reaches headers only through nodemailer's address
 * objects and encoded subject; the envelope names the configured recipients only.
 */
export function emailMessage(notice: Notice, settings: Omit<EmailSettings, "smtpUrl">): SendMailOptions {
  const from = fromAddress(settings);
  const name = oneLine(notice.name) || "someone";
  const fields: [string, string][] = [
    ["Name", singleLine(notice.name)],
    ["Email", singleLine(notice.email)],
    ["Company", singleLine(notice.company) || "—"],
    ["Page", singleLine(notice.page) || "—"],
    ["Received", notice.receivedAt],
    ["Enquiry id", notice.id],
  ];
  const { held } = notice;
  const intro = held
    ? `This enquiry was held (${held.reason}), so it may be spam. Open the review page to release it or delete it; the link works once, for 7 days:\n${held.reviewUrl}\n\n`
    : "";
  const text = `${intro}${fields.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\nMessage:\n${quotedMessage(notice.message)}\n`;
  const rows = fields.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join("");
  const review = held
    ? `<p>This enquiry was held (${escapeHtml(held.reason)}), so it may be spam. <a href="${escapeHtml(held.reviewUrl)}">Review it: release or delete</a> (the link works once, for 7 days).</p>`
    : "";
  const html = `${review}<table>${rows}</table><p style="white-space:pre-wrap">${escapeHtml(notice.message)}</p>`;
  return {
    from,
    to: settings.to,
    replyTo: { name: oneLine(notice.name), address: notice.email },
    envelope: { from: from.address, to: settings.to },
    subject: `${held ? "Held enquiry (review)" : "New enquiry"} from ${name}${notice.company ? ` (${oneLine(notice.company)})` : ""}`,
    headers: { "X-Enquiry-Id": notice.id },
    text,
    html,
  };
}

/** A plain-text message to the configured recipients from the site's address (alerts and the digest). */
export type TeamMail = (message: { subject: string; text: string; html?: string }) => Promise<void>;

const fromAddress = (settings: Omit<EmailSettings, "smtpUrl">) => ({
  name: `${site.name} website`,
  address: settings.from ?? `enquiries@${new URL(settings.siteUrl).hostname}`,
});

/** A pooled SMTP sender; `close()` ends its connections. */
export function createEmailSender(settings: EmailSettings): {
  send: Sender;
  alert: Alerter;
  mail: TeamMail;
  close: () => void;
} {
  const transport = createTransport({
    ...smtpEncryption(settings.smtpUrl, settings.allowPlaintext),
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const mail: TeamMail = async (message) => {
    const from = fromAddress(settings);
    await transport.sendMail({ from, to: settings.to, envelope: { from: from.address, to: settings.to }, ...message });
  };
  return {
    send: async (notice) => {
      await transport.sendMail(emailMessage(notice, settings));
    },
    alert: (event) => mail(alertEmail(event, settings.siteUrl)),
    mail,
    close: () => transport.close(),
  };
}
