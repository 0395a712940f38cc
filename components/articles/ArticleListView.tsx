import Link from "next/link";
import { DarkBand } from "@/components/sections/DarkBand";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { ui } from "@/content/ui";
import type { Article } from "@/lib/articles";
import { ArticleGrid } from "./ArticleGrid";
import { FeedLinks } from "./FeedLinks";

type Props = {
  heading: string;
  lead: string;
  articles: readonly Article[];
  /** Where the list continues, when it spans pages. */
  pagination?: { page: number; pageCount: number; pathOf: (page: number) => string };
  back?: { href: string; label: string };
};

/** A list of articles under a dark band: the articles index, its later pages and each tag page. */
export function ArticleListView({ heading, lead, articles, pagination, back }: Props) {
  return (
    <>
      <DarkBand glow="violet" className="pb-16 md:pb-20">
        <Eyebrow tone="dark">{ui.articles.eyebrow}</Eyebrow>
        <h1 className="mt-4 text-display font-semibold text-balance">{heading}</h1>
        <p className="mt-6 max-w-2xl text-lead text-white/85 text-pretty">{lead}</p>
        <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-3">
          {back && (
            <Link
              href={back.href}
              className="font-semibold text-white underline decoration-accent underline-offset-4 hover:text-accent"
            >
              {back.label}
            </Link>
          )}
          <FeedLinks />
        </div>
      </DarkBand>
      <section aria-labelledby="article-list-heading" className="container-page py-16 md:py-20">
        <h2 id="article-list-heading" className="sr-only">
          {ui.articles.listHeading}
        </h2>
        <ArticleGrid articles={articles} />
        {pagination && pagination.pageCount > 1 && <Pagination {...pagination} />}
      </section>
    </>
  );
}

function Pagination({ page, pageCount, pathOf }: NonNullable<Props["pagination"]>) {
  const link =
    "inline-flex min-h-12 items-center rounded-pill border border-ink-900 px-6 font-semibold hover:bg-ink-900 hover:text-white";
  return (
    <nav aria-label={ui.articles.pagination} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={pathOf(page - 1)} rel="prev" className={link}>
          {ui.articles.previousPage}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-small text-muted">{ui.articles.pageOf(page, pageCount)}</p>
      {page < pageCount ? (
        <Link href={pathOf(page + 1)} rel="next" className={link}>
          {ui.articles.nextPage}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
