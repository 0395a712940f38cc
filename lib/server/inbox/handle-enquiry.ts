import "server-only";
import { parseEnquiry } from "@/lib/shared/enquiry-schema";
import type { ServerSettings } from "@/lib/settings/schema";
import type { EnquiryStore } from "./store";
import type { RateLimiter } from "./rate-limit";

export const MAX_BODY_BYTES = 32 * 1024;

type Deps = { store: () => Promise<EnquiryStore>; limiter: RateLimiter; allowedOrigins: string[] };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const reject = (status: number, error: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  json(status, { error, ...extra }, headers);

/** The site's own origin and the extra origins the settings allow to post enquiries. */
export function allowedOrigins(settings: Pick<ServerSettings, "siteUrl" | "ENQUIRY_ALLOWED_ORIGINS">): string[] {
  return [new URL(settings.siteUrl).origin, ...settings.ENQUIRY_ALLOWED_ORIGINS];
}

function sameHostOrigin(request: Request): string | undefined {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!host) return undefined;
  const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
  return `${proto}://${host}`;
}

function clientKey(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "unknown";
}

function refererPath(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "";
  try {
    return new URL(referer).pathname.slice(0, 300);
  } catch {
    return "";
  }
}

async function readLimited(request: Request): Promise<string | null> {
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

/** Validates, rate-limits and stores one enquiry; answers only after the row is durably written. */
export async function handleEnquiry(request: Request, deps: Deps): Promise<Response> {
  const origin = request.headers.get("origin");
  if (origin && origin !== sameHostOrigin(request) && !deps.allowedOrigins.includes(origin)) {
    return reject(403, "Origin not allowed");
  }

  const wait = deps.limiter.hit(clientKey(request));
  if (wait) return reject(429, "Too many enquiries; please wait a minute", {}, { "Retry-After": String(wait) });

  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return reject(415, "Content-Type must be application/json");

  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return reject(413, `Body must be at most ${MAX_BODY_BYTES} bytes`);

  let text: string | null;
  try {
    text = await readLimited(request);
  } catch {
    return reject(400, "Body must be UTF-8 text");
  }
  if (text === null) return reject(413, `Body must be at most ${MAX_BODY_BYTES} bytes`);

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reject(415, "Body is not valid JSON");
  }

  const parsed = parseEnquiry(body);
  if (!parsed.ok) return reject(400, "Invalid enquiry", { errors: parsed.errors });

  try {
    const store = await deps.store();
    const id = await store.save(parsed.enquiry, refererPath(request));
    return json(201, { id });
  } catch (error) {
    console.error("Enquiry could not be stored", error);
    return reject(503, "The enquiry could not be stored; please try again");
  }
}
