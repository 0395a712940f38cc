import { Feed } from "feed";
import { articleAuthors, articleTags } from "@/content/article-taxonomy";
import { site } from "@/content/site";
import { latestUpdate, publishedOnly, type Article } from "./collection";
import { ARTICLES_PATH, articlePath, FEED_PATHS } from "./paths";
import { SITE_LANGUAGE } from "@/lib/shared/language";

/** Root-relative links and images in an article's HTML, made absolute for feed readers. */
const absolutise = (html: string, siteUrl: string) => html.replace(/\b(href|src)="\//g, `$1="${siteUrl}/`);

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * One feed object for all three formats: RSS 2.0, Atom 1.0 and JSON Feed 1. Drafts never appear, even
 * in a preview that builds them as pages.
 */
export function articlesFeed(
  builtArticles: readonly Article[],
  siteUrl: string,
  feedTitle: string,
  feedDescription: string,
) {
  const articles = publishedOnly(builtArticles);
  const latest = latestUpdate(articles);
  const feed = new Feed({
    title: `${feedTitle} | ${site.name}`,
    description: feedDescription,
    id: `${siteUrl}${ARTICLES_PATH}`,
    link: `${siteUrl}${ARTICLES_PATH}`,
    language: SITE_LANGUAGE,
    favicon: `${siteUrl}/favicon.ico`,
    image: `${siteUrl}/apple-icon.png`,
    copyright: `© ${site.legalName}`,
    updated: latest ? day(latest) : undefined,
    generator: site.name,
    feedLinks: {
      rss: `${siteUrl}${FEED_PATHS.rss}`,
      atom: `${siteUrl}${FEED_PATHS.atom}`,
      json: `${siteUrl}${FEED_PATHS.json}`,
    },
    author: { name: site.name, link: `${siteUrl}/` },
  });
  for (const article of articles) {
    const url = `${siteUrl}${articlePath(article.slug)}`;
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.description,
      content: absolutise(article.html, siteUrl),
      author: [{ name: articleAuthors[article.author].name, link: `${siteUrl}/about` }],
      date: day(article.updated),
      published: day(article.date),
      category: article.tags.map((tag) => ({ name: articleTags[tag], term: tag })),
    });
  }
  return feed;
}
