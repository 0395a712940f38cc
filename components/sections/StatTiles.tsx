import type { Stat } from "@/content/schema";

/** Large numerals with short labels, on a dark band. */
export function StatTiles({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-card border border-line-dark bg-line-dark sm:grid-cols-2 lg:grid-cols-3" data-testid="stat-tiles">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end gap-3 bg-ink-900 p-7 md:p-9">
          <dt className="text-small text-muted-on-dark">{stat.label}</dt>
          <dd className="text-stat font-semibold text-white">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
