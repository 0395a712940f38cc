import { articleTags, type ArticleTag } from "@/content/article-taxonomy";
import { artKeyOf, type PageIdentity } from "@/content/registry";
import type { Article } from "./collection";
import { articlePath, tagPath } from "./paths";

/**
 * An article or tag page as the site's other pages are described (path, title, art key), so metadata,
 * share cards and breadcrumbs treat it like any registered page.
 */
export function articleIdentity(article: Article): PageIdentity {
  const path = articlePath(article.slug);
  return {
    path,
    label: article.title,
    family: "top",
    group: "Articles",
    meta: { title: article.title, description: article.description, keywords: article.tags.map((t) => articleTags[t]) },
    artKey: artKeyOf(path),
    indexable: !article.draft,
  };
}

/** Page `page` of a tag's list: its own path, so the canonical link names that page. */
export function tagIdentity(tag: ArticleTag, title: string, description: string, page = 1): PageIdentity {
  const path = tagPath(tag, page);
  return {
    path,
    label: articleTags[tag],
    family: "top",
    group: "Articles",
    meta: { title, description, keywords: [articleTags[tag]] },
    artKey: artKeyOf(tagPath(tag)),
    indexable: true,
  };
}
