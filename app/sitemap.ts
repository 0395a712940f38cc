import type { MetadataRoute } from "next";
import { siteArticles } from "@/lib/articles";
import { articlePages, indexablePages } from "@/lib/seo/sitemap";
import { serverSettings } from "@/lib/settings/server";

export const dynamic = "force-static";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = serverSettings();
  return [...indexablePages(siteUrl), ...articlePages(siteUrl, await siteArticles())];
}
