import { IndexNumber } from "@/components/ui/NumberedCard";
import type { ExpertisePage } from "@/content/schema";

const cardTitles = [
  ["thingsWeBuild", "Things We Build"],
  ["challengesWeSolve", "Challenges We Solve"],
  ["howWeKeepYouAhead", "How We Keep You Ahead"],
] as const;

type Props = { page: ExpertisePage; layout: "technology" | "industry" };

/** Three cards of eight bullets; 3 columns from medium up (technology) or 2 then 3 (industry). */
export function ExpertiseCards({ page, layout }: Props) {
  const columns = layout === "technology" ? "md:grid-cols-3" : "md:grid-cols-2 lg:grid-cols-3";
  return (
    <div className={`grid gap-5 ${columns}`} data-testid="expertise-cards">
      {cardTitles.map(([key, title], index) => (
        <article key={key} className="rounded-card border border-line-dark bg-ink-800/70 p-7">
          <IndexNumber index={index} tone="dark" />
          <h3 className="mt-5 text-title font-semibold">{title}</h3>
          <ul className="mt-5 space-y-3">
            {page[key].map((bullet) => (
              <li key={bullet} className="flex gap-3 text-small text-white/85">
                <span aria-hidden="true" className="mt-[0.6em] size-1.5 shrink-0 rounded-full bg-accent" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
