import type { Stat } from "@/content/schema";

/** The last tile stretches across the empty cells, so no row is left with a hole in it. */
const lastTileSpan = (count: number) =>
  [
    count % 2 === 1 ? "sm:last:col-span-2" : "",
    ["lg:last:col-span-1", "lg:last:col-span-3", "lg:last:col-span-2"][count % 3],
  ].join(" ");

/** Large numerals with short labels, on a dark band. */
export function StatTiles({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl
      className="grid gap-px overflow-hidden rounded-card border border-line-dark bg-line-dark sm:grid-cols-2 lg:grid-cols-3"
      data-testid="stat-tiles"
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse justify-end gap-3 bg-ink-900 p-7 md:p-9 ${lastTileSpan(stats.length)}`}
        >
          <dt className="text-small text-muted-on-dark">
            {stat.label}
            {stat.note && <span className="mt-1 block text-white/70">{stat.note}</span>}
          </dt>
          <dd className="text-stat font-semibold text-white">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
