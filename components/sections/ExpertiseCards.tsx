import { DotList } from "@/components/ui/DotList";
import { IndexNumber } from "@/components/ui/NumberedCard";
import type { ExpertisePage } from "@/content/schema";
import { ui } from "@/content/ui";

const cardKeys = ["thingsWeBuild", "challengesWeSolve", "howWeKeepYouAhead"] as const;

type Props = { page: ExpertisePage; layout: "technology" | "industry" };

/** Three cards of eight bullets; 3 columns from medium up (technology) or 2 then 3 (industry). */
export function ExpertiseCards({ page, layout }: Props) {
  const columns = layout === "technology" ? "md:grid-cols-3" : "md:grid-cols-2 lg:grid-cols-3";
  return (
    <div className={`grid gap-5 ${columns}`} data-testid="expertise-cards">
      {cardKeys.map((key, index) => (
        <article key={key} className="rounded-card border border-line-dark bg-ink-800/70 p-7">
          <IndexNumber index={index} tone="dark" />
          <h3 className="mt-5 text-title font-semibold">{ui.expertise.cards[key]}</h3>
          <DotList items={page[key]} tone="dark" className="mt-5 space-y-3" itemClassName="text-small text-white/85" />
        </article>
      ))}
    </div>
  );
}
