import { notFound } from "next/navigation";
import { ArticleListView } from "@/components/articles/ArticleListView";
import { JsonLd } from "@/components/seo/StructuredData";
import { articleTags, type ArticleTag } from "@/content/article-taxonomy";
import { pageAt } from "@/content/registry";
import { ui } from "@/content/ui";
import { siteArticles } from "@/lib/articles";
import { articlesTagged, paginate, tagPages } from "@/lib/articles/collection";
import { tagIdentity } from "@/lib/articles/identity";
import { ARTICLES_PATH, tagPath } from "@/lib/articles/paths";
import { breadcrumbs, standaloneGraph } from "@/lib/seo/json-ld";
import { articlesMetadata } from "@/lib/seo/metadata";
import { serverSettings } from "@/lib/settings/server";

/** Page `page` of a tag's list, or a 404 for a tag nobody uses or a page past its end. */
async function tagListFor(tagParam: string, page: number) {
  const articles = await siteArticles();
  if (!tagPages(articles).some((entry) => entry.tag === tagParam && entry.page === page)) notFound();
  const tag = tagParam as ArticleTag;
  const name = articleTags[tag];
  const tagged = articlesTagged(articles, tag);
  const heading = ui.articles.tagHeading(name);
  const lead = ui.articles.tagLead(tagged.length, name);
  const { tagDescription } = pageAt("/articles", "articles").content.published;
  const suffix = page > 1 ? ` (page ${page})` : "";
  const identity = tagIdentity(tag, `${heading}${suffix}`, `${lead} ${tagDescription}`, page);
  return { identity, tag, tagged, heading, lead, page };
}

export async function tagListMetadata(tag: string, page: number) {
  const { identity } = await tagListFor(tag, page);
  return articlesMetadata({ ...identity, kind: "articles" });
}

/** A tag's page: the articles carrying it, newest first, twelve to a page like the list. */
export async function TagListPage({ tag: tagParam, page: pageNumber }: { tag: string; page: number }) {
  const { identity, tag, tagged, heading, lead, page } = await tagListFor(tagParam, pageNumber);
  const siteUrl = serverSettings().siteUrl;
  const { items, pageCount } = paginate(tagged, page);
  return (
    <>
      <JsonLd
        graph={standaloneGraph(
          [breadcrumbs(identity, siteUrl, [{ label: ui.articles.eyebrow, path: ARTICLES_PATH }])],
          siteUrl,
        )}
      />
      <ArticleListView
        heading={heading}
        lead={lead}
        articles={items}
        pagination={{ page, pageCount, pathOf: (n) => tagPath(tag, n) }}
        back={{ href: ARTICLES_PATH, label: ui.articles.allArticles }}
      />
    </>
  );
}
