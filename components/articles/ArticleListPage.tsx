import { ArticleListView } from "@/components/articles/ArticleListView";
import { JsonLd } from "@/components/seo/StructuredData";
import { pageAt, type PageIdentity } from "@/content/registry";
import { paginate } from "@/lib/articles/collection";
import { articleListPath } from "@/lib/articles/paths";
import { breadcrumbs, standaloneGraph } from "@/lib/seo/json-ld";
import { articlesMetadata } from "@/lib/seo/metadata";
import { serverSettings } from "@/lib/settings/server";
import type { Article } from "@/lib/articles/collection";

/**
 * Page `n` of the published list: the registry's /articles entry with the published heading and
 * metadata, indexable once it lists an article (the placeholder is not).
 */
export function listPageIdentity(page: number): PageIdentity & { kind: "articles" } {
  const record = pageAt("/articles", "articles");
  const { published } = record.content;
  const suffix = page > 1 ? ` (page ${page})` : "";
  return {
    ...record,
    path: articleListPath(page),
    meta: { ...record.meta, title: `${published.meta.title}${suffix}`, description: published.meta.description },
    indexable: true,
  };
}

export function listPageMetadata(page: number) {
  return articlesMetadata(listPageIdentity(page));
}

export function ArticleListPage({ articles, page }: { articles: readonly Article[]; page: number }) {
  const { published } = pageAt("/articles", "articles").content;
  const identity = listPageIdentity(page);
  const siteUrl = serverSettings().siteUrl;
  const { items, pageCount } = paginate(articles, page);
  return (
    <>
      <JsonLd graph={standaloneGraph([breadcrumbs(identity, siteUrl)], siteUrl)} />
      <ArticleListView
        heading={published.heading}
        lead={published.lead}
        articles={items}
        pagination={{ page, pageCount, pathOf: articleListPath }}
      />
    </>
  );
}
