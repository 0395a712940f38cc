import "server-only";
import { escapeHtml } from "@/platform/escape-html.mjs";
import { issueReviewToken, reviewUrl } from "@/lib/server/inbox/review";
import { toStoredEnquiry, type EnquiryStore, type StoredEnquiry } from "@/lib/server/inbox/store";
import { logger } from "@/lib/server/observe/logger";
import type { TeamMail } from "./email";

/** The most enquiries one digest lists (newest first); the rest wait for the next digest. */
export const DIGEST_LIMIT = 200;

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 300 ? `${flat.slice(0, 299)}…` : flat;
};

type Entry = { enquiry: StoredEnquiry; link: string };

export function digestMessage(entries: Entry[], total: number): { subject: string; text: string; html: string } {
  const more = total > entries.length ? ` (the ${entries.length} newest are listed)` : "";
  const intro = `${total} held enquir${total === 1 ? "y is" : "ies are"} waiting for a decision, not listed in an earlier digest${more}. Each link opens the enquiry with Release and Delete buttons; it works once, for 7 days.`;
  const text = entries
    .map(({ enquiry: e, link }) =>
      [
        `${e.name} <${e.email}>${e.company ? ` (${e.company})` : ""}, ${e.createdAt}`,
        `Held because: ${e.holdReason || "—"}`,
        excerpt(e.message),
        `Review: ${link}`,
      ].join("\n"),
    )
    .join("\n\n");
  const items = entries
    .map(
      ({ enquiry: e, link }) =>
        `<li><p><strong>${escapeHtml(e.name)}</strong> &lt;${escapeHtml(e.email)}&gt;${e.company ? ` (${escapeHtml(e.company)})` : ""}, ${escapeHtml(e.createdAt)}<br>Held because: ${escapeHtml(e.holdReason || "—")}</p><p>${escapeHtml(excerpt(e.message))}</p><p><a href="${escapeHtml(link)}">Review this enquiry</a></p></li>`,
    )
    .join("");
  return {
    subject: `Digest: ${total} held enquir${total === 1 ? "y" : "ies"} to review`,
    text: `${intro}\n\n${text}\n`,
    html: `<p>${escapeHtml(intro)}</p><ol>${items}</ol>`,
  };
}

/** The digest as the webhook's JSON (signed like its alerts, `X-Enquiry-Event: enquiry.digest`). */
export const DIGEST_EVENT = "enquiry.digest";
export type DigestEvent = {
  type: typeof DIGEST_EVENT;
  held: number;
  enquiries: {
    id: string;
    name: string;
    email: string;
    company: string;
    createdAt: string;
    holdReason: string;
    excerpt: string;
    reviewUrl: string;
  }[];
};

/** Where the digest goes: email when SMTP is set, else the webhook when it is the only channel. */
export type DigestChannel = { mail?: TeamMail; post?: (event: DigestEvent) => Promise<void> };

/**
 * Sends the held enquiries no digest has listed yet (newest first, each with a fresh review link) by
 * email, or through the webhook when it is the only channel, then marks them listed, so the same held
 * enquiry is not sent again every day; resolves with how many were waiting (0: nothing sent).
 */
export async function sendDigest(store: EnquiryStore, siteUrl: string, channel: DigestChannel): Promise<number> {
  if (!channel.mail && !channel.post) return 0;
  const waiting = (
    await store.db
      .selectFrom("enquiries")
      .selectAll()
      .where("status", "=", "held")
      .where("digested_at", "is", null)
      .where("restricted_at", "is", null)
      .orderBy("seq", "desc")
      .execute()
  ).map(toStoredEnquiry);
  if (!waiting.length) return 0;
  const listed = waiting.slice(0, DIGEST_LIMIT);
  const entries = await Promise.all(
    listed.map(async (enquiry) => ({ enquiry, link: reviewUrl(siteUrl, await issueReviewToken(store, enquiry.id)) })),
  );
  if (channel.mail) await channel.mail(digestMessage(entries, waiting.length));
  else
    await channel.post!({
      type: DIGEST_EVENT,
      held: waiting.length,
      enquiries: entries.map(({ enquiry: e, link }) => ({
        id: e.id,
        name: e.name,
        email: e.email,
        company: e.company,
        createdAt: e.createdAt,
        holdReason: e.holdReason,
        excerpt: excerpt(e.message),
        reviewUrl: link,
      })),
    });
  await store.db
    .updateTable("enquiries")
    .set({ digested_at: new Date().toISOString() })
    .where(
      "id",
      "in",
      listed.map((e) => e.id),
    )
    .execute();
  logger().info(
    { event: "digest.sent", held: waiting.length, listed: listed.length, by: channel.mail ? "email" : "webhook" },
    "Held-enquiry digest sent",
  );
  return waiting.length;
}
