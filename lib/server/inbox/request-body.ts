import "server-only";
import type { FormValues } from "./form-page";

export const MAX_BODY_BYTES = 32 * 1024;

/** JSON from the script-driven form and API clients; url-encoded from a browser without JavaScript. */
export type BodyKind = "json" | "form";

export function bodyKind(request: Request): BodyKind | null {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return null;
}

/** The review page's Release and Delete form: a token and an action, far below this. */
export const MAX_REVIEW_BODY_BYTES = 4 * 1024;

export type LimitedBody = { ok: true; text: string } | { ok: false; status: 400 | 413; error: string };

/**
 * The one way a route reads a request body: refused (413) when the declared Content-Length is over
 * `maxBytes`, before anything is read, or as soon as the bytes read pass it (a chunked body declares
 * nothing); 400 when it is not UTF-8. Never buffers more than `maxBytes`.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const tooLarge = { ok: false, status: 413, error: `Body must be at most ${maxBytes} bytes` } as const;
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (!Number.isFinite(declared) || declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return tooLarge;
  }
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, status: 400, error: "Body must be UTF-8 text" };
  }
}

/**
 * A no-JavaScript post's fields (the form's own names: name or fullName, email, company, message and
 * the honeypot `website`), as the JSON body the schema expects plus the values to show back.
 */
export function formFields(text: string): { body: Record<string, string>; values: FormValues; honeypot: boolean } {
  const params = new URLSearchParams(text);
  const get = (key: string) => (params.get(key) ?? "").replace(/\r\n?/g, "\n");
  const nameKey = params.has("fullName") ? "fullName" : "name";
  const values: FormValues = {
    nameKey,
    name: get(nameKey),
    email: get("email"),
    company: get("company"),
    message: get("message"),
  };
  const body = { [nameKey]: values.name, email: values.email, company: values.company, message: values.message };
  return { body, values, honeypot: get("website").trim() !== "" };
}

export const emptyFormValues: FormValues = { nameKey: "name", name: "", email: "", company: "", message: "" };
