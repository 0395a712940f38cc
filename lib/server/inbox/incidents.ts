import "server-only";
import type { Selectable } from "kysely";
import type { Channel, IncidentTable } from "./database";
import type { EnquiryStore } from "./store";

export type Incident = Selectable<IncidentTable>;

const iso = (ms: number) => new Date(ms).toISOString();

/** A failed attempt: opens the channel's incident unless one is open (every instance shares it). */
export async function openIncident(store: EnquiryStore, channel: Channel, now = Date.now()): Promise<void> {
  await store.db
    .insertInto("enquiry_incidents")
    .values({ channel, since: iso(now), alerted_at: null, final_alerted_at: null })
    .onConflict((oc) => oc.column("channel").doNothing())
    .execute();
}

/** A delivery went through: closes the incident; resolves with it to the one caller that closed it. */
export async function closeIncident(store: EnquiryStore, channel: Channel): Promise<Incident | undefined> {
  return store.db.deleteFrom("enquiry_incidents").where("channel", "=", channel).returningAll().executeTakeFirst();
}

export function openIncidents(store: EnquiryStore): Promise<Incident[]> {
  return store.db.selectFrom("enquiry_incidents").selectAll().execute();
}

/**
 * Incidents open longer than `afterS` and not yet alerted, each claimed by one caller only (an UPDATE
 * that only one instance wins): the once-per-incident guarantee.
 */
export async function claimDueAlerts(store: EnquiryStore, afterS: number, now = Date.now()): Promise<Incident[]> {
  const due = await store.db
    .selectFrom("enquiry_incidents")
    .selectAll()
    .where("alerted_at", "is", null)
    .where("since", "<=", iso(now - afterS * 1000))
    .execute();
  const claimed: Incident[] = [];
  for (const incident of due) {
    const result = await store.db
      .updateTable("enquiry_incidents")
      .set({ alerted_at: iso(now) })
      .where("channel", "=", incident.channel)
      .where("since", "=", incident.since)
      .where("alerted_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push({ ...incident, alerted_at: iso(now) });
  }
  return claimed;
}

/** A delivery reached its final failure: true for the first one of the incident (opened if need be). */
export async function claimFinalAlert(
  store: EnquiryStore,
  channel: Channel,
  now = Date.now(),
): Promise<Incident | undefined> {
  await openIncident(store, channel, now);
  const result = await store.db
    .updateTable("enquiry_incidents")
    .set({ final_alerted_at: iso(now) })
    .where("channel", "=", channel)
    .where("final_alerted_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return store.db.selectFrom("enquiry_incidents").selectAll().where("channel", "=", channel).executeTakeFirst();
}

/** True when a channel has failed past the alert threshold or a delivery has given up in this incident. */
export function isFailing(incident: Incident, afterS: number, now = Date.now()): boolean {
  return incident.final_alerted_at !== null || Date.parse(incident.since) <= now - afterS * 1000;
}

/** Deliveries of each channel by state, for alerts and the metrics. */
export async function deliveryCounts(store: EnquiryStore): Promise<{ channel: Channel; state: string; n: number }[]> {
  const rows = await store.db
    .selectFrom("enquiry_deliveries")
    .select(["channel", "state", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("state", "in", ["pending", "failed"])
    .groupBy(["channel", "state"])
    .execute();
  return rows.map((r) => ({ channel: r.channel, state: r.state, n: Number(r.n) }));
}
