import type { Metadata } from "next";
import type { PageIdentity } from "@/content/registry";
import { site } from "@/content/site";
import { SHARE_CARD_SIZE, shareCardUrl } from "./share-card";
import { fullTitle } from "./title";

/**
 * A page's metadata from its record: title (the layout's template adds the brand), description,
 * canonical URL and share cards; case studies are shared as articles.
 */
export function pageMetadata(page: PageIdentity & { kind: string }): Metadata {
  const { meta, path } = page;
  const image = shareCardUrl(page);
  return {
    // The root layout's title template does not apply to the root page itself, so home spells it out.
    title: path === "/" ? { absolute: fullTitle(meta.title) } : meta.title,
    description: meta.description,
    keywords: meta.keywords,
    alternates: { canonical: path },
    robots: page.indexable ? undefined : { index: false, follow: true },
    openGraph: {
      type: page.kind === "case-study" ? "article" : "website",
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
