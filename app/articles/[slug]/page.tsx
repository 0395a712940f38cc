import { notFound } from "next/navigation";
import { ArticleView } from "@/components/articles/ArticleView";
import { JsonLd } from "@/components/seo/StructuredData";
import { articleAuthors, articleTags } from "@/content/article-taxonomy";
import { siteArticles } from "@/lib/articles";
import { adjacentArticles, relatedArticles } from "@/lib/articles/collection";
import { articleIdentity } from "@/lib/articles/identity";
import { ARTICLES_PATH } from "@/lib/articles/paths";
import { staticParams } from "@/lib/articles/static-params";
import { blogPosting, breadcrumbs, standaloneGraph } from "@/lib/seo/json-ld";
import { articlesMetadata } from "@/lib/seo/metadata";
import { serverSettings } from "@/lib/settings/server";
import { ui } from "@/content/ui";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

async function articleFor({ params }: Props) {
  const { slug } = await params;
  const articles = await siteArticles();
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) notFound();
  return { article, articles };
}

const factsOf = (article: Awaited<ReturnType<typeof articleFor>>["article"]) => ({
  date: article.date,
  updated: article.updated,
  words: article.words,
  author: articleAuthors[article.author].name,
  tags: article.tags.map((tag) => articleTags[tag]),
});

export async function generateStaticParams() {
  return staticParams(
    "slug",
    (await siteArticles()).map((article) => article.slug),
  );
}

export async function generateMetadata(props: Props) {
  const { article } = await articleFor(props);
  return articlesMetadata({ ...articleIdentity(article), kind: "article" }, factsOf(article));
}

export default async function ArticlePage(props: Props) {
  const { article, articles } = await articleFor(props);
  const identity = articleIdentity(article);
  const siteUrl = serverSettings().siteUrl;
  const graph = standaloneGraph(
    [
      breadcrumbs(identity, siteUrl, [{ label: ui.articles.eyebrow, path: ARTICLES_PATH }]),
      blogPosting(identity, factsOf(article), siteUrl),
    ],
    siteUrl,
  );
  return (
    <>
      <JsonLd graph={graph} />
      <ArticleView
        article={article}
        related={relatedArticles(articles, article)}
        {...adjacentArticles(articles, article)}
      />
    </>
  );
}
