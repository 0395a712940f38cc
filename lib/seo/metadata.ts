import type { Metadata } from "next";
import type { PageIdentity } from "@/content/registry";
import { site } from "@/content/site";
import { SHARE_CARD_SIZE, shareCardUrl } from "./share-card";
import { fullTitle } from "./title";
import { FEED_PATHS } from "@/lib/articles/paths";

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

/** The three article feeds, announced in the <head> of every articles page. */
export const feedAlternates = {
  types: {
    "application/rss+xml": [{ url: FEED_PATHS.rss, title: `${site.name} articles (RSS)` }],
    "application/atom+xml": [{ url: FEED_PATHS.atom, title: `${site.name} articles (Atom)` }],
    "application/feed+json": [{ url: FEED_PATHS.json, title: `${site.name} articles (JSON Feed)` }],
  },
};

/** An articles page's metadata: the page's own, plus the feeds and, for an article, its dates and topics. */
export function articlesMetadata(
  page: PageIdentity & { kind: string },
  article?: { date: string; updated: string; tags: readonly string[]; author: string },
): Metadata {
  const base = pageMetadata(page);
  return {
    ...base,
    alternates: { ...base.alternates, ...feedAlternates },
    ...(article && {
      authors: [{ name: article.author }],
      openGraph: {
        ...base.openGraph,
        type: "article",
        publishedTime: article.date,
        modifiedTime: article.updated,
        tags: [...article.tags],
      },
    }),
  };
}
