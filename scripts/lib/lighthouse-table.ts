export type Sample = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  /** LCP − FCP of the run: how long after the first paint the largest one came. */
  lcpAfterFcp: number;
  /** The longest main-thread task of the load (Lighthouse's long-tasks audit, 0 when none reached 50 ms). */
  longestTask: number;
  tbt: number;
  cls: number;
  bytes: number;
};

type Column = { key: keyof Omit<Sample, "route">; title: string; format: (value: number) => string };

const columns: Column[] = [
  { key: "performance", title: "perf", format: (v) => String(Math.round(v * 100)) },
  { key: "accessibility", title: "a11y", format: (v) => String(Math.round(v * 100)) },
  { key: "bestPractices", title: "bp", format: (v) => String(Math.round(v * 100)) },
  { key: "seo", title: "seo", format: (v) => String(Math.round(v * 100)) },
  { key: "fcp", title: "FCP", format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: "lcp", title: "LCP", format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: "lcpAfterFcp", title: "LCP−FCP", format: (v) => `${Math.round(v)} ms` },
  { key: "longestTask", title: "task", format: (v) => `${Math.round(v)} ms` },
  { key: "tbt", title: "TBT", format: (v) => `${Math.round(v)} ms` },
  { key: "cls", title: "CLS", format: (v) => v.toFixed(3) },
  { key: "bytes", title: "bytes", format: (v) => `${Math.round(v / 1024)} KB` },
];

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One row per route: the median of its runs in every column. */
function medianRows(samples: Sample[]): Sample[] {
  const routes = [...new Set(samples.map((s) => s.route))];
  return routes.map((route) => {
    const mine = samples.filter((s) => s.route === route);
    return Object.fromEntries([
      ["route", route],
      ...columns.map((c) => [c.key, median(mine.map((s) => s[c.key]))]),
    ]) as Sample;
  });
}

/** The phone targets of issue 43 (the first frame is the whole page), on each route's medians. */
export const MOBILE_TARGETS = {
  performance: 1,
  tbt: 10,
  lcp: 1000,
  lcpAfterFcp: 100,
  longestTask: 50,
  cls: 0,
} as const;

const targetChecks = [
  { key: "performance", label: "Performance", missed: (v: number) => v < MOBILE_TARGETS.performance },
  { key: "tbt", label: "TBT", missed: (v: number) => v > MOBILE_TARGETS.tbt },
  { key: "lcp", label: "LCP", missed: (v: number) => v > MOBILE_TARGETS.lcp },
  { key: "lcpAfterFcp", label: "LCP−FCP", missed: (v: number) => v > MOBILE_TARGETS.lcpAfterFcp },
  { key: "longestTask", label: "longest task", missed: (v: number) => v > MOBILE_TARGETS.longestTask },
  { key: "cls", label: "CLS", missed: (v: number) => v > MOBILE_TARGETS.cls },
] as const;

const formatted = (key: Column["key"], value: number) => columns.find((c) => c.key === key)!.format(value);

/** Which routes miss a phone target (by their medians), and by what; empty when every route meets them. */
export function missedTargets(samples: Sample[]): string[] {
  return medianRows(samples).flatMap((row) => {
    const misses = targetChecks
      .filter(({ key, missed }) => missed(row[key]))
      .map(({ key, label }) => `${label} ${formatted(key, row[key])}`);
    return misses.length ? [`${row.route}: ${misses.join(", ")}`] : [];
  });
}

/** In how many runs a task went over the 50 ms line, over all routes and on each: a median hides a task that
 * crosses the line in one run of three. */
export function longTaskRuns(samples: Sample[]): string {
  const long = (runs: Sample[]) => runs.filter((s) => s.longestTask > MOBILE_TARGETS.longestTask).length;
  const routes = [...new Set(samples.map((s) => s.route))];
  const perRoute = routes.map((route) => {
    const runs = samples.filter((s) => s.route === route);
    return `${route} ${long(runs)}/${runs.length}`;
  });
  return `Runs with a task over ${MOBILE_TARGETS.longestTask} ms: ${long(samples)} of ${samples.length} (${perRoute.join(", ")})`;
}

/** One row per route (the median of its runs), then the minimum and median of every column. */
export function summarise(samples: Sample[]): string {
  const rows = medianRows(samples);
  const line = (label: string, values: (c: Column) => string) =>
    [label.padEnd(36), ...columns.map((c) => values(c).padStart(9))].join("");
  const worst = (c: Column) =>
    ["performance", "accessibility", "bestPractices", "seo"].includes(c.key) ? Math.min : Math.max;
  return [
    line("route", (c) => c.title),
    ...rows.map((row) => line(row.route, (c) => c.format(row[c.key]))),
    line("worst (min score / max metric)", (c) => c.format(worst(c)(...rows.map((r) => r[c.key])))),
    line("median", (c) => c.format(median(rows.map((r) => r[c.key])))),
  ].join("\n");
}
