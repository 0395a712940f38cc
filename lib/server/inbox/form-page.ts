import "server-only";
import { SERVER_PAGE_POLICY } from "@/platform/security-headers.mjs";
import { escapeHtml } from "@/platform/escape-html.mjs";
import { sitePage as page } from "@/lib/server/site-page";
import { formText } from "@/content/form-text";
import type { Enquiry } from "@/lib/shared/enquiry-schema";

/** What a visitor without JavaScript typed, shown back on a failure so nothing is lost. */
export type FormValues = Enquiry & { nameKey: "name" | "fullName" };

const html = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": SERVER_PAGE_POLICY,
      "Referrer-Policy": "same-origin",
    },
  });

/** The answer to a successful no-JavaScript post, with a link back to the page it came from. */
export function successPage(backPath: string): Response {
  return html(
    200,
    page(formText.success, `<p><a class="back" href="${escapeHtml(backPath)}">Back to the page you came from</a></p>`),
  );
}

/** The answer to a failed no-JavaScript post: the visitor's text, escaped, in a form to send again or copy. */
export function failurePage(status: number, action: string, values: FormValues, problems: string[] = []): Response {
  const field = (key: keyof Omit<FormValues, "nameKey">, label: string, name: string, type = "text") => {
    const id = `f-${key}`;
    const value = escapeHtml(values[key]);
    const control =
      key === "message"
        ? `<textarea id="${id}" name="message" rows="8" required>${value}</textarea>`
        : `<input id="${id}" name="${name}" type="${type}" value="${value}"${key === "company" ? "" : " required"}>`;
    return `<label for="${id}">${escapeHtml(label)}</label>${control}`;
  };
  const list = problems.length
    ? `<ul class="errors">${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul>`
    : "";
  const form = `<form method="post" action="${escapeHtml(action)}">
${field("name", formText.labels.name, values.nameKey)}${field("email", formText.labels.email, "email", "email")}
${field("company", formText.labels.company, "company")}${field("message", formText.labels.message, "message")}
<button type="submit">${escapeHtml(formText.submit)}</button></form>`;
  return html(status, page(formText.failure, `${list}<p>Your message is below: send it again, or copy it.</p>${form}`));
}
