import { articleDraftsVisible, readServerSettings, type ServerSettings } from "./schema.mjs";

let cached: ServerSettings | undefined;

/**
 * This process's server settings, read from its environment and validated once (next.config.ts has
 * already refused invalid ones). With lib/settings/public.ts, the only code that reads `process.env`
 * (an ESLint rule keeps it so); import it through lib/settings/server.ts in code that must stay on the server.
 */
export function environmentSettings(): ServerSettings {
  cached ??= readServerSettings(process.env);
  return cached;
}

/**
 * Whether draft articles are built: `ARTICLES_DRAFTS=show|hide` when set; otherwise shown by
 * `next dev` only, so a production build never contains a draft unless an operator asks for it.
 */
export function showDraftArticles(): boolean {
  return articleDraftsVisible(environmentSettings().ARTICLES_DRAFTS, process.env.NODE_ENV);
}

/** True inside `npm run build:static` (scripts/build-static.ts sets it for `next build`). */
export function isStaticExport(): boolean {
  return process.env.LUMORA_STATIC_EXPORT === "1";
}
