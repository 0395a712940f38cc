import { Counter, Gauge, Registry } from "prom-client";
import { intakeCounts } from "@/lib/server/inbox/counters";
import type { Channel } from "@/lib/server/inbox/database";
import { deliveryCounts } from "@/lib/server/inbox/incidents";
import type { EnquiryStore } from "@/lib/server/inbox/store";

/**
 * The inbox series, read from the store at each scrape so every instance reports the same truth:
 * intake counts, pending and failed deliveries per channel, the oldest pending delivery's age.
 */
export async function storeMetrics(store: EnquiryStore, channels: Channel[], now = Date.now()): Promise<string> {
  const [intake, deliveries, oldest] = await Promise.all([
    intakeCounts(store),
    deliveryCounts(store),
    store.db
      .selectFrom("enquiry_deliveries")
      .select((eb) => eb.fn.min<string>("created_at").as("at"))
      .where("state", "=", "pending")
      .executeTakeFirst(),
  ]);
  const registry = new Registry();
  const received = new Counter({
    name: "enquiries_received_total",
    help: "Enquiries received since the inbox was created, by outcome (stored, held, rejected)",
    labelNames: ["status"],
    registers: [registry],
  });
  for (const status of ["stored", "held", "rejected"] as const) received.inc({ status }, intake[status]);
  const gauge = (name: string, help: string, state: string) => {
    const series = new Gauge({ name, help, labelNames: ["channel"], registers: [registry] });
    const known = new Set([...channels, ...deliveries.map((d) => d.channel)]);
    for (const channel of known)
      series.set({ channel }, deliveries.find((d) => d.channel === channel && d.state === state)?.n ?? 0);
  };
  gauge("enquiry_deliveries_pending", "Notifications waiting to be delivered, by channel", "pending");
  gauge("enquiry_deliveries_failed", "Notifications that gave up (run `enquiries -- retry`), by channel", "failed");
  new Gauge({
    name: "enquiry_delivery_oldest_pending_seconds",
    help: "Age of the oldest notification still waiting (0 when none)",
    registers: [registry],
  }).set(oldest?.at ? Math.max(0, (now - Date.parse(oldest.at)) / 1000) : 0);
  return registry.metrics();
}
