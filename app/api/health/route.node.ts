import { isFailing, openIncidents } from "@/lib/server/inbox/incidents";
import { sharedStore } from "@/lib/server/inbox/shared-store";
import { serverSettings } from "@/lib/settings/server";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const STORE_TIMEOUT_MS = 2_000;
const noStore = { "Cache-Control": "no-store" };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), ms).unref()),
  ]);
}

/**
 * 200 when the enquiry store answers, with `deliveries` "failing" while a notification channel has
 * failed past ENQUIRY_ALERT_AFTER_S (still 200: a mail outage must not take the site out of a load
 * balancer); 503 when the store does not answer. While the server shuts down, server/index.mjs answers 503
 * "stopping" itself.
 */
export async function GET() {
  try {
    const store = await withTimeout(sharedStore(), STORE_TIMEOUT_MS);
    const incidents = await withTimeout(openIncidents(store), STORE_TIMEOUT_MS);
    const afterS = serverSettings().ENQUIRY_ALERT_AFTER_S;
    const deliveries = incidents.some((incident) => isFailing(incident, afterS)) ? "failing" : "ok";
    return Response.json({ status: "ok", store: store.dialect, deliveries }, { headers: noStore });
  } catch {
    return Response.json({ status: "unavailable", store: "not answering" }, { status: 503, headers: noStore });
  }
}
