import "server-only";
import { escapeHtml } from "@/lib/server/escape-html";
import { formText } from "@/content/form-text";
import { site } from "@/content/site";

/** What a visitor without JavaScript typed, shown back on a failure so nothing is lost. */
export type FormValues = {
  nameKey: "name" | "fullName";
  name: string;
  email: string;
  company: string;
  message: string;
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0b0d1a;background:#f7f7f4}
.band{background:#0b0d1a;color:#fff;padding:48px 24px}.band p{margin:0 0 12px;color:#c9f24d;font-weight:700;letter-spacing:.08em;text-transform:uppercase;font-size:14px}
.band h1{margin:0;font-size:clamp(28px,5vw,44px);line-height:1.15;max-width:40rem}main{max-width:44rem;margin:0 auto;padding:32px 24px}
a{color:#0b0d1a;font-weight:600}a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #3f5200;outline-offset:2px}
label{display:block;font-weight:600;margin-top:16px}input,textarea{display:block;width:100%;margin-top:6px;padding:12px 14px;border:1px solid #c8cad6;border-radius:12px;font:inherit;background:#fff}
button{margin-top:24px;padding:14px 32px;border:0;border-radius:999px;background:#0b0d1a;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#1e2240}.errors{color:#a4161a}.back{display:inline-block;margin-top:8px;padding:12px 24px;border-radius:999px;background:#c9f24d;text-decoration:none}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title><style>${STYLE}</style></head>
<body><header class="band"><p>${escapeHtml(site.name)}</p><h1>${escapeHtml(title)}</h1></header><main>${body}</main></body></html>
`;
}

const html = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
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
