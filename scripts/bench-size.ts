/**
 * Page weight and server response time of the production build (`npm run build` first).
 * For each sampled page: gzip bytes of HTML, of the JavaScript a modern browser loads (module
 * scripts, not the noModule polyfills), of CSS and of the preloaded font; then the median time to
 * the full HTML over 20 requests. Usage: npm run bench:size
 */
import { gzipSync } from "node:zlib";
import { startProductionServer } from "./lib/production-server";

const PAGES = [
  "/",
  "/services/web-design",
  "/technologies/react",
  "/industries/healthcare",
  "/case-studies/healthcare-saas",
  "/contact",
  "/terms",
];
const RUNS = 20;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function gzipBytes(url: string): Promise<number> {
  return gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
}

async function main() {
  const { base, stop } = await startProductionServer({ ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
  try {
    console.log(
      "page".padEnd(32),
      "html".padStart(9),
      "js".padStart(9),
      "css".padStart(9),
      "font".padStart(9),
      "  median HTML time",
    );
    for (const page of PAGES) {
      const html = await (await fetch(base + page)).text();
      const noModule = new Set([...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*noModule/gi)].map((m) => m[1]));
      const scripts = [...new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"]+\.js/g)].map((m) => m[0]))].filter(
        (s) => !noModule.has(s),
      );
      const styles = [...new Set([...html.matchAll(/\/_next\/static\/[^"]+\.css/g)].map((m) => m[0]))];
      const fonts = [...new Set([...html.matchAll(/\/_next\/static\/media\/[^"]+\.woff2/g)].map((m) => m[0]))];
      const sum = async (urls: string[]) =>
        (await Promise.all(urls.map((u) => gzipBytes(base + u)))).reduce((a, b) => a + b, 0);
      const fontBytes = (
        await Promise.all(fonts.map(async (u) => (await (await fetch(base + u)).arrayBuffer()).byteLength))
      ).reduce((a, b) => a + b, 0);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await (await fetch(base + page)).text();
        times.push(performance.now() - t0);
      }
      console.log(
        page.padEnd(32),
        kb(gzipSync(html).length).padStart(9),
        kb(await sum(scripts)).padStart(9),
        kb(await sum(styles)).padStart(9),
        kb(fontBytes).padStart(9),
        `  ${median(times).toFixed(1)} ms`,
      );
    }
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
