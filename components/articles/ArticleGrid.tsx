import type { Article } from "@/lib/articles";
import { ArticleCard } from "./ArticleCard";

/** Article cards in a grid: one column on phones, two on medium screens, three on wide ones. */
export function ArticleGrid({ articles, className = "" }: { articles: readonly Article[]; className?: string }) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 xl:grid-cols-3 ${className}`}>
      {articles.map((article) => (
        <ArticleCard key={article.slug} article={article} />
      ))}
    </ul>
  );
}
