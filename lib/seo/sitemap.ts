import { allPages } from "@/content/registry";
import {
  articlesTagged,
  latestUpdate,
  paginate,
  publishedOnly,
  tagPages,
  type Article,
} from "@/lib/articles/collection";
import { articleListPath, articlePath, tagPath } from "@/lib/articles/paths";

type Entry = {
  url: string;
  lastModified?: string;
  changeFrequency: "yearly" | "monthly" | "weekly";
  priority: number;
};

/** Every indexable page of the registry as an absolute URL, home first. */
export function indexablePages(siteUrl: string): Entry[] {
  return allPages
    .filter((page) => page.indexable)
    .map((page) => ({
      url: `${siteUrl}${page.path === "/" ? "/" : page.path}`,
      changeFrequency: page.family === "top" && page.kind === "legal" ? ("yearly" as const) : ("monthly" as const),
      priority: page.path === "/" ? 1 : page.family === "top" ? 0.5 : 0.8,
    }));
}

/**
 * The articles engine's pages once something is published: the list and its later pages, each
 * article with its last change as `lastmod`, and each tag in use with its later pages. Nothing while
 * the list is empty. Drafts never count, even in a preview that builds them as pages.
 */
export function articlePages(siteUrl: string, builtArticles: readonly Article[]): Entry[] {
  const articles = publishedOnly(builtArticles);
  if (!articles.length) return [];
  const newest = latestUpdate(articles);
  const { pageCount } = paginate(articles, 1);
  const lists = Array.from({ length: pageCount }, (_, index) => ({
    url: `${siteUrl}${articleListPath(index + 1)}`,
    lastModified: newest,
    changeFrequency: "weekly" as const,
    priority: index === 0 ? 0.6 : 0.3,
  }));
  const posts = articles.map((article) => ({
    url: `${siteUrl}${articlePath(article.slug)}`,
    lastModified: article.updated,
    changeFrequency: "monthly" as const,
    priority: 0.6,
  }));
  const tags = tagPages(articles).map(({ tag, page }) => ({
    url: `${siteUrl}${tagPath(tag, page)}`,
    lastModified: latestUpdate(articlesTagged(articles, tag)),
    changeFrequency: "weekly" as const,
    priority: page === 1 ? 0.3 : 0.2,
  }));
  return [...lists, ...posts, ...tags];
}
