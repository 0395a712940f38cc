import type { Metadata } from "next";
import type { PageMeta } from "@/content/schema";
import { site } from "@/content/site";
import { shareImageName } from "./hero-art";

/** Page metadata with a canonical URL and share cards, from a content entry's meta. */
export function pageMetadata(meta: PageMeta, path: string): Metadata {
  return {
    title: { absolute: meta.title },
    description: meta.description,
    keywords: meta.keywords,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_GB",
      url: path,
      title: meta.title,
      description: meta.description,
      images: [{ url: `/assets/og/${shareImageName(path)}`, width: 1200, height: 630, alt: meta.title }],
    },
    twitter: {
      card: "summary_large_image",
      title: meta.title,
      description: meta.description,
      images: [`/assets/og/${shareImageName(path)}`],
    },
  };
}
