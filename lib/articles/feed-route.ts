import { pageAt } from "@/content/registry";
import { siteArticles } from "@/lib/articles";
import { serverSettings } from "@/lib/settings/server";
import { articlesFeed } from "./feeds";

const contentTypes = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
} as const;

/** One feed format as a prerendered response (empty, but valid, while nothing is published). */
export async function feedResponse(format: keyof typeof contentTypes): Promise<Response> {
  const { published } = pageAt("/articles", "articles").content;
  const feed = articlesFeed(
    await siteArticles(),
    serverSettings().siteUrl,
    published.meta.title,
    published.meta.description,
  );
  const body = format === "rss" ? feed.rss2() : format === "atom" ? feed.atom1() : feed.json1();
  return new Response(body, { headers: { "Content-Type": contentTypes[format] } });
}
