// @ts-check
/**
 * The globalThis keys through which the code Next.js bundles hands values to server/index.mjs. They sit on
 * globalThis because a module-level variable would be one copy per bundle (Next.js bundles
 * instrumentation.ts and each route handler apart).
 */

/**
 * The inbox: the store connection and the delivery worker that drains it (lib/server/inbox/process-inbox.ts).
 * server/index.mjs runs its `stop` after the last request in flight.
 */
export const INBOX_KEY = Symbol.for("lumora.inbox");

/**
 * The live texts (content/live) as this process's settings make them, put there by instrumentation.ts
 * (lib/server/live-text.ts) for server/index.mjs to fill into the prerendered pages (server/live-text.mjs).
 */
export const LIVE_TEXT_KEY = Symbol.for("lumora.live-text");
