import { Eyebrow } from "@/components/ui/Eyebrow";
import { ui } from "@/content/ui";
import type { TocEntry } from "@/lib/articles/render";
import { cn } from "@/lib/shared/cn";

/** The article's h2 and h3 headings as in-page links: plain HTML, no script. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  if (!entries.length) return null;
  return (
    <nav aria-labelledby="article-toc-heading">
      <Eyebrow as="h2" id="article-toc-heading" className="text-muted">
        {ui.articles.onThisPage}
      </Eyebrow>
      <ol className="mt-4 space-y-1 border-l border-line">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className={cn(
                "-ml-px block border-l-2 border-transparent py-1.5 text-small text-muted hover:border-ink-900 hover:text-ink-900",
                entry.depth === 2 ? "pl-4" : "pl-8",
              )}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
