import "server-only";
import { escapeHtml } from "@/lib/server/escape-html";
import { createTransport } from "nodemailer";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import { site } from "@/content/site";
import { alertEmail, type Alerter } from "./alerts";
import type { Notice, Sender } from "./notice";

export type EmailSettings = { smtpUrl: string; to: string[]; from?: string; siteUrl: string };

/**
 * Visitor text bound for a header: one line, no control characters, no RFC 2047 encoded-word opener
 * (a mail client would decode `=?utf-8?q?…?=` into other text), bounded. Nodemailer encodes the rest.
 */
const oneLine = (text: string) =>
  text
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/=\?/g, "= ?")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);

/**
 * The notification email. Every visitor-typed value reaches headers only through nodemailer's address
 * objects and encoded subject; the envelope names the configured recipients only.
 */
export function emailMessage(notice: Notice, settings: Omit<EmailSettings, "smtpUrl">): SendMailOptions {
  const from = fromAddress(settings);
  const name = oneLine(notice.name) || "someone";
  const fields: [string, string][] = [
    ["Name", notice.name],
    ["Email", notice.email],
    ["Company", notice.company || "—"],
    ["Page", notice.page || "—"],
    ["Received", notice.receivedAt],
    ["Enquiry id", notice.id],
  ];
  const { held } = notice;
  const intro = held
    ? `This enquiry was held (${held.reason}), so it may be spam. Open the review page to release it or delete it; the link works once, for 7 days:\n${held.reviewUrl}\n\n`
    : "";
  const text = `${intro}${fields.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${notice.message}\n`;
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
    url: settings.smtpUrl,
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
