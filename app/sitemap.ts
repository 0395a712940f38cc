import type { MetadataRoute } from "next";
import { indexablePages } from "@/lib/seo/sitemap";
import { serverSettings } from "@/lib/settings/server";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return indexablePages(serverSettings().siteUrl);
}
