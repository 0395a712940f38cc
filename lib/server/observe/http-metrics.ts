import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import { processGlobal } from "@/lib/server/process-global";

type ProcessMetrics = {
  registry: Registry;
  requests: Counter<"method" | "status">;
  duration: Histogram<"method" | "status">;
};

// server/index.mjs records requests through the hook that instrumentation.ts installs, and the metrics
// route (another bundle) reads the same registry.
const metrics = processGlobal<ProcessMetrics>("metrics");

/** The process's own series: Node.js defaults, request counts and durations. */
export function processMetrics(): ProcessMetrics {
  return metrics.getOrCreate(createMetrics);
}

function createMetrics(): ProcessMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method and status",
      labelNames: ["method", "status"],
      registers: [registry],
    }),
    duration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method and status",
      labelNames: ["method", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}

/** Methods outside this list count as OTHER, so a client cannot grow the label set. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function countRequest(method: string, status: number, seconds: number): void {
  const { requests, duration } = processMetrics();
  const labels = { method: METHODS.has(method) ? method : "OTHER", status: String(status) };
  requests.inc(labels);
  duration.observe(labels, seconds);
}
