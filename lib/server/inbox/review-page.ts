import "server-only";
import { SERVER_PAGE_POLICY } from "@/platform/security-headers.mjs";
import { escapeHtml } from "@/platform/escape-html.mjs";
import { sitePage } from "@/lib/server/site-page";
import type { StoredEnquiry } from "./store";

/** No caching anywhere, no indexing, no script; server/index.mjs adds the other security headers. */
export const reviewHtml = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Content-Security-Policy": SERVER_PAGE_POLICY,
    },
  });

/** The held enquiry and its two actions; each button POSTs the token back. */
export function reviewPage(enquiry: StoredEnquiry, token: string): string {
  const rows: [string, string][] = [
    ["Name", enquiry.name],
    ["Email", enquiry.email],
    ["Company", enquiry.company || "—"],
    ["Page", enquiry.sourcePath || "—"],
    ["Received (UTC)", enquiry.createdAt.replace("T", " ").slice(0, 19)],
    ["Held because", enquiry.holdReason || "—"],
  ];
  const action = (name: string, label: string, className = "") =>
    `<form method="post" action="/review"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="action" value="${name}"><button type="submit"${className ? ` class="${className}"` : ""}>${label}</button></form>`;
  return sitePage(
    "Held enquiry",
    `<p>This enquiry was held: it reached the team marked as held, or only in the daily digest when it looked like spam. Release it to send it on as an ordinary enquiry, or delete it for good. This link works once.</p>
<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join("")}</dl>
<h2>Message</h2><p class="message">${escapeHtml(enquiry.message)}</p>
<div class="actions">${action("release", "Release")}${action("delete", "Delete", "danger")}</div>`,
  );
}

/** A refusal or an outcome: a sentence and no action. */
export const reviewNotice = (title: string, sentence: string) => sitePage(title, `<p>${escapeHtml(sentence)}</p>`);
