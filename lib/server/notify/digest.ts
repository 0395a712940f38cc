import "server-only";
import { escapeHtml } from "@/lib/server/escape-html";
import { issueReviewToken, reviewUrl } from "@/lib/server/inbox/review";
import type { EnquiryStore, StoredEnquiry } from "@/lib/server/inbox/store";
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
  const intro = `${total} held enquir${total === 1 ? "y is" : "ies are"} waiting for a decision${more}. Each link opens the enquiry with Release and Delete buttons; it works once, for 7 days.`;
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

/** Emails the held enquiries with a fresh review link each; resolves with how many are held (0: no mail). */
export async function sendDigest(store: EnquiryStore, siteUrl: string, mail: TeamMail): Promise<number> {
  const held = await store.list(undefined, { status: "held" });
  if (!held.length) return 0;
  const listed = held.slice(0, DIGEST_LIMIT);
  const entries = await Promise.all(
    listed.map(async (enquiry) => ({ enquiry, link: reviewUrl(siteUrl, await issueReviewToken(store, enquiry.id)) })),
  );
  await mail(digestMessage(entries, held.length));
  logger().info({ event: "digest.sent", held: held.length, listed: listed.length }, "Held-enquiry digest sent");
  return held.length;
}
