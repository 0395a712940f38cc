import Link from "next/link";
import { articleTags, type ArticleTag } from "@/content/article-taxonomy";
import { tagPath } from "@/lib/articles/paths";
import { cn } from "@/lib/shared/cn";

/** An article's topics, each a link to its tag page. */
export function TagLinks({
  tags,
  tone = "light",
  label,
}: {
  tags: readonly ArticleTag[];
  tone?: "light" | "dark";
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            href={tagPath(tag)}
            className={cn(
              "inline-flex min-h-8 items-center rounded-pill border px-3 text-small font-medium",
              tone === "dark"
                ? "border-line-dark text-white hover:border-accent hover:text-accent"
                : "border-line bg-surface-raised text-ink-900 hover:border-ink-900",
            )}
          >
            {articleTags[tag]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
