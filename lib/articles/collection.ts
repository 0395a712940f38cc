import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import readingTime from "reading-time";
import { ARTICLES_PER_PAGE, articleTags, RELATED_ARTICLES, type ArticleTag } from "@/content/article-taxonomy";
import { ARTICLE_SLUG, parseFrontMatter, type ArticleFrontMatter } from "./schema";
import { splitFrontMatter } from "./front-matter";
import { articleImagePath } from "./paths";
import { imageDimensions, renderArticle, type TocEntry } from "./render";

export type Article = Omit<ArticleFrontMatter, "updated" | "cover"> & {
  /** The cover image, served from /articles/images/, with its real size. */
  cover?: { src: string; alt: string; width: number; height: number };
  slug: string;
  /** The last change: `updated` when given, else `date`. */
  updated: string;
  html: string;
  toc: TocEntry[];
  /** The files of the images/ folder this article shows, cover included: what the image route publishes. */
  images: string[];
  minutesToRead: number;
  words: number;
  /** The source file, relative to the project, for error messages. */
  file: string;
};

export type ArticleSource = { dir: string; includeDrafts: boolean };

/** Reads, validates and renders every `*.md` article of a folder, newest first. */
export async function readArticles({ dir, includeDrafts }: ArticleSource): Promise<Article[]> {
  const root = path.resolve(dir);
  let files: string[];
  try {
    files = readdirSync(root).filter((name) => name.endsWith(".md") && !/^readme\.md$/i.test(name));
  } catch {
    return [];
  }
  const articles = await Promise.all(files.map((name) => readArticle(path.join(root, name), path.join(dir, name))));
  return articles
    .filter((article) => includeDrafts || !article.draft)
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

async function readArticle(absolute: string, file: string): Promise<Article> {
  const slug = path.basename(file, ".md");
  if (!ARTICLE_SLUG.test(slug)) throw new Error(`${file}: the file name must be lower-case words joined by hyphens`);
  const { data, content } = splitFrontMatter(readFileSync(absolute, "utf8"), file);
  const front = parseFrontMatter(file, data);
  const imagesDir = path.join(path.dirname(absolute), "images");
  const { html, toc, images } = await renderArticle(content, { imagesDir, file });
  const stats = readingTime(content);
  const cover = front.cover && {
    src: articleImagePath(path.basename(front.cover.src)),
    alt: front.cover.alt,
    ...imageDimensions(path.join(imagesDir, path.basename(front.cover.src)), file),
  };
  return {
    ...front,
    cover,
    updated: front.updated ?? front.date,
    slug,
    html,
    toc,
    images: front.cover ? [...new Set([path.basename(front.cover.src), ...images])] : images,
    minutesToRead: Math.max(1, Math.round(stats.minutes)),
    words: stats.words,
    file,
  };
}

/** The articles a reader may follow and a search engine may list: a preview's drafts left out. */
export function publishedOnly(articles: readonly Article[]): Article[] {
  return articles.filter((article) => !article.draft);
}

/** The latest `updated` day among the articles (ISO dates compare as strings), or undefined if there are none. */
export function latestUpdate(articles: readonly Article[]): string | undefined {
  return articles.reduce<string | undefined>((max, a) => (!max || a.updated > max ? a.updated : max), undefined);
}

/** Page `page` (from 1) of a newest-first list, and how many pages there are. */
export function paginate<T>(items: readonly T[], page: number, perPage = ARTICLES_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount };
}

export function articlesTagged(articles: readonly Article[], tag: ArticleTag): Article[] {
  return articles.filter((article) => article.tags.includes(tag));
}

/** Tags that at least one article carries, in the taxonomy's order. */
export function tagsInUse(articles: readonly Article[], order: readonly ArticleTag[]): ArticleTag[] {
  const used = new Set(articles.flatMap((article) => article.tags));
  return order.filter((tag) => used.has(tag));
}

/** Every page of every tag in use, in the taxonomy's order: page 1, then pages 2 and on as the list paginates. */
export function tagPages(articles: readonly Article[]): { tag: ArticleTag; page: number }[] {
  return tagsInUse(articles, Object.keys(articleTags) as ArticleTag[]).flatMap((tag) =>
    Array.from({ length: paginate(articlesTagged(articles, tag), 1).pageCount }, (_, index) => ({
      tag,
      page: index + 1,
    })),
  );
}

/** Up to three other articles sharing most tags with this one, newer first among equals. */
export function relatedArticles(articles: readonly Article[], article: Article, limit = RELATED_ARTICLES): Article[] {
  return articles
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => article.tags.includes(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other);
}

/** The articles before (older) and after (newer) this one in publication order. */
export function adjacentArticles(articles: readonly Article[], article: Article) {
  const index = articles.findIndex((other) => other.slug === article.slug);
  return { newer: index > 0 ? articles[index - 1] : undefined, older: articles[index + 1] };
}
