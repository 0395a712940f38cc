import type { Metadata } from "next";
import type { PageIdentity } from "@/content/registry";
import { site } from "@/content/site";
import { SHARE_CARD_SIZE, shareCardUrl } from "./share-card";

/** A page's metadata from its record: title, description, canonical URL and share cards. */
export function pageMetadata(page: PageIdentity): Metadata {
  const { meta, path } = page;
  const image = shareCardUrl(page);
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
      images: [{ url: image, ...SHARE_CARD_SIZE, alt: meta.title }],
    },
    twitter: { card: "summary_large_image", title: meta.title, description: meta.description, images: [image] },
  };
}
