import { ui } from "@/content/ui";
import { FEED_PATHS } from "@/lib/articles/paths";

/** Plain links to the three feeds (also announced in every articles page's <head>). */
export function FeedLinks() {
  const names = ui.articles.feedNames;
  return (
    <p className="text-small text-muted-on-dark">
      {ui.articles.feeds}:{" "}
      {(Object.keys(FEED_PATHS) as (keyof typeof FEED_PATHS)[]).map((kind, index) => (
        <span key={kind}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <a
            href={FEED_PATHS[kind]}
            className="font-semibold text-white underline decoration-accent underline-offset-4 hover:text-accent"
          >
            {names[kind]}
          </a>
        </span>
      ))}
    </p>
  );
}
