import "server-only";
import { parseEnquiry, type FieldErrors } from "@/lib/shared/enquiry-schema";
import { isSitePath } from "@/lib/shared/site-path";
import { PROOF_HEADER } from "@/lib/shared/enquiry-pow";
import { errorFields, logger } from "@/lib/server/observe/logger";
import type { ServerSettings } from "@/lib/settings/schema.mjs";
import { failurePage, successPage, type FormValues } from "./form-page";
import { intake, type IntakeOptions } from "./intake";
import type { RateLimiter } from "./rate-limit";
import { bodyKind, emptyFormValues, formFields, MAX_BODY_BYTES, readLimitedBody, type BodyKind } from "./request-body";
import type { EnquiryStore } from "./store";
import { limiterKey } from "@/platform/client-address.mjs";

export { MAX_BODY_BYTES };

type Deps = IntakeOptions & {
  store: () => Promise<EnquiryStore>;
  limiter: RateLimiter;
  allowedOrigins: string[];
  /** Called once per refused post (4xx, or a filled honeypot): the metrics' rejected count. */
  onRejected?: () => void;
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

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

/**
 * The limiter's key: the client address server/index.mjs decided and wrote into X-Forwarded-For (alone),
 * an IPv6 address by its /64.
 */
function clientKey(request: Request): string {
  return limiterKey(request.headers.get("x-forwarded-for")?.trim() || "unknown");
}

function referer(request: Request): URL | undefined {
  const value = request.headers.get("referer");
  return value && URL.canParse(value) ? new URL(value) : undefined;
}

/**
 * The Referer's path when it is one of this site's pages (same host or the site's origin) and a plain
 * path, else undefined: a foreign or odd Referer never reaches a notice's Page link.
 */
function sitePath(request: Request, siteOrigin: string | undefined): string | undefined {
  const url = referer(request);
  if (!url || (url.origin !== sameHostOrigin(request) && url.origin !== siteOrigin)) return undefined;
  return isSitePath(url.pathname) ? url.pathname : undefined;
}

/** Where a no-JavaScript post's answer page links back to. */
const backPath = (request: Request, siteOrigin: string | undefined) => sitePath(request, siteOrigin) ?? "/";

/** Validates, rate-limits and stores one enquiry; answers only after the row is durably written. */
export async function handleEnquiry(request: Request, deps: Deps): Promise<Response> {
  const kind = bodyKind(request);
  let values: FormValues = emptyFormValues;
  const reject = (status: number, error: string, errors?: FieldErrors, headers?: Record<string, string>) => {
    if (status < 500) deps.onRejected?.();
    return kind === "form"
      ? failurePage(status, new URL(request.url).pathname, values, errors?.map((e) => e.message) ?? [error])
      : json(status, { error, ...(errors && { errors }) }, headers);
  };

  const origin = request.headers.get("origin");
  if (origin && origin !== sameHostOrigin(request) && !deps.allowedOrigins.includes(origin)) {
    return reject(403, "Origin not allowed");
  }

  const wait = deps.limiter.hit(clientKey(request));
  if (wait) return reject(429, "Too many enquiries; please wait a minute", undefined, { "Retry-After": String(wait) });

  if (!kind) return reject(415, "Content-Type must be application/json");

  const read = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!read.ok) return reject(read.status, read.error);
  const text = read.text;

  const body = parseBody(kind, text);
  if (body === undefined) return reject(415, "Body is not valid JSON");
  if (body.form) values = body.form.values;
  // A filled honeypot: the same calm success a person would see, and nothing stored.
  if (body.form?.honeypot) {
    deps.onRejected?.();
    return successPage(backPath(request, deps.allowedOrigins[0]));
  }

  const parsed = parseEnquiry(body.value);
  if (!parsed.ok) return reject(400, "Invalid enquiry", parsed.errors);

  try {
    const store = await deps.store();
    // A browser without JavaScript cannot solve the proof of work: its enquiry is held.
    const proof = kind === "json" ? request.headers.get(PROOF_HEADER) : null;
    const source = sitePath(request, deps.allowedOrigins[0]) ?? "";
    const { id } = await intake(store, parsed.enquiry, source, { kind, proof }, deps);
    return kind === "form" ? successPage(backPath(request, deps.allowedOrigins[0])) : json(201, { id });
  } catch (error) {
    logger().error({ event: "enquiry.store-failed", ...errorFields(error) }, "Enquiry could not be stored");
    return reject(503, "The enquiry could not be stored; please try again");
  }
}

function parseBody(kind: BodyKind, text: string): { value: unknown; form?: ReturnType<typeof formFields> } | undefined {
  if (kind === "form") {
    const form = formFields(text);
    return { value: form.body, form };
  }
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}
