import "server-only";
import { site } from "@/content/site";
import { COLOURS as c } from "@/lib/shared/brand";
import { SITE_LANGUAGE } from "@/lib/shared/language";
import { escapeHtml } from "@/platform/escape-html.mjs";

// Server-rendered pages outside the React app (the no-JavaScript form answers, the review page) in the
// site's colour tokens and type, with no script and no external resource.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${c["ink-900"]};background:${c.surface}}
.band{background:${c["ink-900"]};color:${c["surface-raised"]};padding:48px 24px}.band p{margin:0 0 12px;color:${c.accent};font-weight:700;letter-spacing:.08em;text-transform:uppercase;font-size:14px}
.band h1{margin:0;font-size:clamp(28px,5vw,44px);line-height:1.15;max-width:40rem}main{max-width:44rem;margin:0 auto;padding:32px 24px}
a{color:${c["ink-900"]};font-weight:600}a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid ${c["accent-ink"]};outline-offset:2px}
label{display:block;font-weight:600;margin-top:16px}input,textarea{display:block;width:100%;margin-top:6px;padding:12px 14px;border:1px solid ${c.line};border-radius:12px;font:inherit;background:${c["surface-raised"]}}
button{margin-top:24px;padding:14px 32px;border:0;border-radius:999px;background:${c["ink-900"]};color:${c["surface-raised"]};font:inherit;font-weight:600;cursor:pointer}
button:hover{background:${c["ink-700"]}}.errors{color:${c.danger}}.back{display:inline-block;margin-top:8px;padding:12px 24px;border-radius:999px;background:${c.accent};text-decoration:none}
dl{margin:0}dt{font-weight:600;margin-top:12px}dd{margin:0}.message{white-space:pre-wrap;background:${c["surface-raised"]};border:1px solid ${c.line};border-radius:12px;padding:16px}
.actions{display:flex;gap:12px;flex-wrap:wrap}.actions form{margin:0}.danger{background:${c.danger}}.danger:hover{filter:brightness(.85)}`;

/** A complete noindex HTML page: the site band with the title, then `body` (trusted HTML). */
export function sitePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="${SITE_LANGUAGE}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title><style>${STYLE}</style></head>
<body><header class="band"><p>${escapeHtml(site.name)}</p><h1>${escapeHtml(title)}</h1></header><main>${body}</main></body></html>
`;
}
