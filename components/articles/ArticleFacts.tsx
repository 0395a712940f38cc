import { articleAuthors } from "@/content/article-taxonomy";
import { longDate } from "@/content/site";
import { ui } from "@/content/ui";
import type { Article } from "@/lib/articles";
import { cn } from "@/lib/shared/cn";

/** Date, reading time and, on the article itself, the author and last update. */
export function ArticleFacts({
  article,
  full = false,
  className,
}: {
  article: Article;
  full?: boolean;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap gap-x-3 gap-y-1 text-small", className)}>
      <span>
        {full && <>{ui.articles.publishedOn} </>}
        <time dateTime={article.date}>{longDate(article.date)}</time>
      </span>
      {full && article.updated !== article.date && (
        <span>
          <span aria-hidden="true">· </span>
          {ui.articles.updatedOn} <time dateTime={article.updated}>{longDate(article.updated)}</time>
        </span>
      )}
      <span>
        <span aria-hidden="true">· </span>
        {ui.articles.minutesToRead(article.minutesToRead)}
      </span>
      {full && (
        <span>
          <span aria-hidden="true">· </span>
          {ui.articles.by} {articleAuthors[article.author].name}
        </span>
      )}
    </p>
  );
}
