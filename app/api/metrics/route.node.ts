import { timingSafeEqual } from "node:crypto";
import { sharedStore } from "@/lib/server/inbox/shared-store";
import { storeMetrics } from "@/lib/server/observe/store-metrics";
import { register } from "prom-client";
import { configuredChannels } from "@/lib/server/notify/channels";
import { serverSettings } from "@/lib/settings/server";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

function authorised(request: Request, token: string): boolean {
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus text: this process's series (HTTP, Node.js defaults), which server/index.mjs records in
 * prom-client's default registry (one per process: prom-client is a server external package), and the
 * inbox figures read from the store, the same on every instance. 404 unless METRICS_TOKEN is set; 401 without its bearer token.
 */
export async function GET(request: Request) {
  const settings = serverSettings();
  if (!settings.METRICS_TOKEN) return new Response("Not found\n", { status: 404, headers: noStore });
  if (!authorised(request, settings.METRICS_TOKEN))
    return new Response("Unauthorised\n", {
      status: 401,
      headers: { ...noStore, "WWW-Authenticate": 'Bearer realm="metrics"' },
    });
  let inbox = "";
  try {
    inbox = await storeMetrics(await sharedStore(), configuredChannels(settings));
  } catch {
    // The store is away: the process series still tell the story (and the scrape does not fail).
  }
  return new Response(`${await register.metrics()}\n${inbox}`, {
    headers: { ...noStore, "Content-Type": register.contentType },
  });
}
