import type { Metadata } from "next";
import Link from "next/link";
import { DarkBand } from "@/components/sections/DarkBand";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { ArrowRightIcon } from "@/components/ui/icons";
import { pageAt } from "@/content/registry";
import { StructuredData } from "@/components/seo/StructuredData";
import { siteArticles } from "@/lib/articles";
import { ArticleListPage, listPageMetadata } from "@/components/articles/ArticleListPage";
import { articlesMetadata } from "@/lib/seo/metadata";
import { CONTACT_SECTION_ID } from "@/lib/client/scroll-to-contact";
import { FeedLinks } from "@/components/articles/FeedLinks";

const page = pageAt("/articles", "articles");
const articles = page.content;

export async function generateMetadata(): Promise<Metadata> {
  return (await siteArticles()).length ? listPageMetadata(1) : articlesMetadata(page);
}

/** The published list once an article exists; until then the specification's "Coming Soon" page, unchanged. */
export default async function ArticlesPage() {
  const published = await siteArticles();
  if (published.length) return <ArticleListPage articles={published} page={1} />;
  return (
    <>
      <StructuredData page={page} />
      <DarkBand tall glow="violet">
        <Eyebrow tone="dark">{articles.eyebrow}</Eyebrow>
        <h1 className="mt-4 text-display font-semibold">{articles.heading}</h1>
        <p className="mt-6 max-w-2xl text-lead text-white/85">{articles.lead}</p>
        <div className="mt-6">
          <FeedLinks />
        </div>
        <Link
          href={`/#${CONTACT_SECTION_ID}`}
          className="group mt-10 inline-flex min-h-12 items-center gap-3 rounded-pill bg-accent px-7 py-3.5 font-semibold text-ink-900 hover:bg-accent-strong"
        >
          {articles.notifyLink}
          <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
        </Link>
      </DarkBand>
    </>
  );
}
