/**
 * HTTP load test of the production server on loopback: 20 connections for 15 seconds over a mix of
 * routes (home, every family, legal, a 404). Prints requests per second, latency percentiles and
 * errors. Usage: npm run build && npm run bench -- pages [--seconds 15 --connections 20]
 * The load generator (autocannon) is installed into bench/.tools on first use (scripts/lib/bench-tools.mjs).
 */
import { parseArgs } from "node:util";
import { allPages } from "../content/registry";
import { benchTool } from "./lib/bench-tools.mjs";
import { wholeNumber } from "./lib/cli-options";
import { startProductionServer } from "./lib/production-server.mjs";

const { values } = parseArgs({ options: { seconds: { type: "string" }, connections: { type: "string" } } });
const connections = wholeNumber(values.connections, "connections", 20);
const duration = wholeNumber(values.seconds, "seconds", 15);

/** The part of autocannon's API this uses (it is not a dependency, so its types are not installed). */
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; path: string; headers: Record<string, string> }[];
}) => Promise<{
  requests: { average: number; p50: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}>;

const mix = [...allPages.filter((_, index) => index % 5 === 0).map((page) => page.path), "/no-such-page"];

async function main() {
  const autocannon = ((await benchTool("autocannon").import("autocannon")) as { default: Autocannon }).default;
  const { base, stop } = await startProductionServer({ ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
  try {
    const result = await autocannon({
      url: base,
      connections,
      duration,
      requests: mix.map((path) => ({ method: "GET", path, headers: { "accept-encoding": "gzip, br" } })),
    });
    console.log(`routes in the mix: ${mix.join(" ")}`);
    console.log(`requests/s   mean ${result.requests.average.toFixed(0)}  p50 ${result.requests.p50}`);
    console.log(
      `latency ms   p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`,
    );
    console.log(`throughput   ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`);
    console.log(
      `total ${result.requests.total}  errors ${result.errors}  timeouts ${result.timeouts}  non-2xx ${result.non2xx} (the 404 in the mix)`,
    );
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
