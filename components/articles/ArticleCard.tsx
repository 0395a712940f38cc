import Link from "next/link";
import { ui } from "@/content/ui";
import type { Article } from "@/lib/articles";
import { articlePath } from "@/lib/articles/paths";
import { ArticleFacts } from "./ArticleFacts";
import { DraftMark } from "./DraftMark";
import { TagLinks } from "./TagLinks";

/** One article in a list, under the list's h2: the whole title is the link; tags link to their own pages. */
export function ArticleCard({ article }: { article: Article }) {
  return (
    <li className="group relative flex flex-col rounded-card border border-line bg-surface-raised p-7 transition-shadow hover:shadow-[0_24px_48px_-24px_rgba(11,13,26,.25)]">
      <ArticleFacts article={article} className="text-muted" />
      <h3 className="mt-3 text-title font-semibold text-balance">
        <Link href={articlePath(article.slug)} className="underline-offset-4 group-hover:underline">
          {article.title}
        </Link>
      </h3>
      {article.draft && (
        <p className="mt-3">
          <DraftMark />
        </p>
      )}
      <p className="mt-3 text-ink-700 text-pretty">{article.description}</p>
      <div className="mt-auto pt-6">
        <TagLinks tags={article.tags} label={`${ui.articles.tagged}: ${article.title}`} />
      </div>
    </li>
  );
}
