import { DEFAULT_ENQUIRY_ENDPOINT } from "./defaults.mjs";

/**
 * Settings the browser sees. Next.js inlines `process.env.NEXT_PUBLIC_*` at build time; next.config.ts
 * validates the value with the zod schema before the build starts, so this module stays free of zod.
 */
export const publicSettings = {
  enquiryEndpoint: process.env.NEXT_PUBLIC_ENQUIRY_ENDPOINT || DEFAULT_ENQUIRY_ENDPOINT,
} as const;
