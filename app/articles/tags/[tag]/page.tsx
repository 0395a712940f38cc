import { notFound } from "next/navigation";
import { ArticleListView } from "@/components/articles/ArticleListView";
import { JsonLd } from "@/components/seo/StructuredData";
import { articleTags, type ArticleTag } from "@/content/article-taxonomy";
import { ui } from "@/content/ui";
import { siteArticles } from "@/lib/articles";
import { articlesTagged, tagsInUse } from "@/lib/articles/collection";
import { tagIdentity } from "@/lib/articles/identity";
import { ARTICLES_PATH } from "@/lib/articles/paths";
import { staticParams } from "@/lib/articles/static-params";
import { breadcrumbs, standaloneGraph } from "@/lib/seo/json-ld";
import { articlesMetadata } from "@/lib/seo/metadata";
import { serverSettings } from "@/lib/settings/server";

type Props = { params: Promise<{ tag: string }> };

export const dynamicParams = false;

const allTags = Object.keys(articleTags) as ArticleTag[];

async function tagPageFor({ params }: Props) {
  const { tag } = await params;
  const articles = await siteArticles();
  if (!tagsInUse(articles, allTags).includes(tag as ArticleTag)) notFound();
  const name = articleTags[tag as ArticleTag];
  const tagged = articlesTagged(articles, tag as ArticleTag);
  const heading = ui.articles.tagHeading(name);
  const lead = ui.articles.tagLead(tagged.length, name);
  return {
    identity: tagIdentity(tag as ArticleTag, heading, `${lead} Practical notes from our engineers and designers.`),
    tagged,
    heading,
    lead,
  };
}

export async function generateStaticParams() {
  return staticParams("tag", tagsInUse(await siteArticles(), allTags));
}

export async function generateMetadata(props: Props) {
  const { identity } = await tagPageFor(props);
  return articlesMetadata({ ...identity, kind: "articles" });
}

export default async function TagPage(props: Props) {
  const { identity, tagged, heading, lead } = await tagPageFor(props);
  const siteUrl = serverSettings().siteUrl;
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
        articles={tagged}
        back={{ href: ARTICLES_PATH, label: ui.articles.allArticles }}
      />
    </>
  );
}
