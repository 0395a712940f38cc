// @ts-check
/** The benchmarks `npm run bench -- <name>` runs (scripts/bench.mjs): their script and what they measure. */
/** @type {Record<string, { script: string, about: string, conditions?: string }>} */
export const BENCHMARKS = {
  size: { script: "bench-size.ts", about: "script, HTML and CSS bytes per route against the budget (needs a build)" },
  lighthouse: { script: "bench-lighthouse.ts", about: "Lighthouse mobile and desktop per route, against the targets" },
  interaction: { script: "bench-interaction.ts", about: "menu tap right after first paint on a throttled phone" },
  pages: { script: "bench-pages.ts", about: "HTTP load on the production server (autocannon; needs a build)" },
  inbox: {
    script: "bench-inbox.ts",
    about: "2,000 enquiries from 50 clients, stored and notified (needs a build)",
    conditions: "react-server",
  },
  observatory: { script: "bench-observatory.mjs", about: "Mozilla HTTP Observatory grade of the headers" },
  articles: { script: "bench-articles.ts", about: "what N articles cost to render and to build" },
};
