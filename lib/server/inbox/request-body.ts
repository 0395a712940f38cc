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

/** The body as UTF-8 text, or null past MAX_BODY_BYTES; throws on invalid UTF-8. */
export async function readLimited(request: Request): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
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
