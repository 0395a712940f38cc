import "server-only";
import { serverSettings, showDraftArticles } from "@/lib/settings/server";
import { readArticles, type Article } from "./collection";

let cached: Promise<Article[]> | undefined;

/**
 * The articles this build publishes, newest first: read once per process from `ARTICLES_DIR`, drafts
 * included only where `showDraftArticles()` allows (next dev, or ARTICLES_DRAFTS=show).
 */
export function siteArticles(): Promise<Article[]> {
  cached ??= readArticles({ dir: serverSettings().ARTICLES_DIR, includeDrafts: showDraftArticles() });
  return cached;
}

export type { Article } from "./collection";
