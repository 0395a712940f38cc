import Link from "next/link";
import { ContactSection } from "@/components/sections/ContactSection";
import { DarkBand } from "@/components/sections/DarkBand";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { ui } from "@/content/ui";
import type { Article } from "@/lib/articles";
import { ARTICLES_PATH, articlePath } from "@/lib/articles/paths";
import { ArticleGrid } from "./ArticleGrid";
import { ArticleFacts } from "./ArticleFacts";
import { DraftMark } from "./DraftMark";
import { TableOfContents } from "./TableOfContents";
import { TagLinks } from "./TagLinks";

type Props = { article: Article; related: readonly Article[]; newer?: Article; older?: Article };

/** One article: title band, contents beside the body, neighbours, related reading and the contact form. */
export function ArticleView({ article, related, newer, older }: Props) {
  return (
    <>
      <DarkBand glow="violet" className="pb-16 md:pb-20">
        <Eyebrow tone="dark">
          <Link href={ARTICLES_PATH} className="hover:underline">
            {ui.articles.eyebrow}
          </Link>
        </Eyebrow>
        {article.draft && (
          <p className="mt-4">
            <DraftMark />
          </p>
        )}
        <h1
          id="article-title"
          className="mt-4 max-w-4xl text-heading font-semibold text-balance md:text-[3.5rem] md:leading-[1.05]"
        >
          {article.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lead text-white/85 text-pretty">{article.description}</p>
        <ArticleFacts article={article} full className="mt-8 text-muted-on-dark" />
        <div className="mt-6">
          <TagLinks tags={article.tags} tone="dark" label={ui.articles.tagged} />
        </div>
      </DarkBand>
      <div className="container-page grid gap-12 py-16 md:py-20 lg:grid-cols-12">
        <aside className="lg:col-span-3 lg:order-last">
          <div className="lg:sticky lg:top-[calc(var(--spacing-header)+2rem)]">
            <TableOfContents entries={article.toc} />
          </div>
        </aside>
        {article.cover && (
          // eslint-disable-next-line @next/next/no-img-element -- a prerendered file with its real size; no image optimiser runs
          <img
            src={article.cover.src}
            alt={article.cover.alt}
            width={article.cover.width}
            height={article.cover.height}
            className="h-auto w-full rounded-card border border-line lg:col-span-8 lg:col-start-1"
          />
        )}
        <article
          aria-labelledby="article-title"
          className="article-body min-w-0 lg:col-span-8 lg:col-start-1"
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
      </div>
      {(newer || older) && (
        <nav aria-label={ui.articles.pagination} className="container-page grid gap-4 pb-16 sm:grid-cols-2">
          {older ? <Neighbour article={older} label={ui.articles.older} rel="prev" /> : <span />}
          {newer && <Neighbour article={newer} label={ui.articles.newer} rel="next" alignEnd />}
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="container-page pb-section">
          <h2 id="related-heading" className="text-heading font-semibold">
            {ui.articles.related}
          </h2>
          <ArticleGrid articles={related} className="mt-10" />
        </section>
      )}
      <ContactSection />
    </>
  );
}

function Neighbour({
  article,
  label,
  rel,
  alignEnd = false,
}: {
  article: Article;
  label: string;
  rel: string;
  alignEnd?: boolean;
}) {
  return (
    <Link
      href={articlePath(article.slug)}
      rel={rel}
      className={`block rounded-card border border-line p-6 hover:border-ink-900 ${alignEnd ? "sm:text-right" : ""}`}
    >
      <span className="block text-small text-muted">{label}</span>
      <span className="mt-1 block font-semibold text-ink-900">{article.title}</span>
    </Link>
  );
}
