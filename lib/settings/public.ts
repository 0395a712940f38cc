import { DEFAULT_ENQUIRY_ENDPOINT } from "./defaults.mjs";

/**
 * Where the enquiry form posts (NEXT_PUBLIC_ENQUIRY_ENDPOINT), as the browser sees it: Next.js inlines
 * `process.env.NEXT_PUBLIC_*` at build time, and next.config.ts has validated the value with the zod schema
 * before the build starts, so this module stays free of zod.
 */
export const ENQUIRY_ENDPOINT: string = process.env.NEXT_PUBLIC_ENQUIRY_ENDPOINT || DEFAULT_ENQUIRY_ENDPOINT;

/**
 * True when the forms post to this server's own inbox (a path such as /api/enquiries); false when they post
 * to an external form-collection service, as a static build (`build:static`) must.
 */
export function isEmbeddedInbox(endpoint: string = ENQUIRY_ENDPOINT): boolean {
  return endpoint.startsWith("/");
}
