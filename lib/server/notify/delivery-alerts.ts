import "server-only";
import type { Channel } from "@/lib/server/inbox/database";
import {
  claimDueAlerts,
  claimFinalAlert,
  closeIncident,
  deliveryCounts,
  isFailing,
  openIncident,
  openIncidents,
} from "@/lib/server/inbox/incidents";
import type { EnquiryStore } from "@/lib/server/inbox/store";
import { claimHeldFloodAlert } from "@/lib/server/inbox/held-budget";
import { errorFields, logger } from "@/lib/server/observe/logger";
import { DEFAULT_ENQUIRY_ALERT_AFTER_S } from "@/lib/settings/defaults.mjs";
import type { AlertEvent, Alerter } from "./alerts";

/**
 * Turns delivery outcomes into alerts, once per incident per channel: the incident lives in the store,
 * so every instance sharing it agrees and only the instance whose UPDATE wins sends.
 */
export class DeliveryAlerts {
  constructor(
    private readonly alerters: Partial<Record<Channel, Alerter>>,
    private readonly afterS = DEFAULT_ENQUIRY_ALERT_AFTER_S,
  ) {}

  async failed(store: EnquiryStore, channel: Channel, finalForEnquiry?: string): Promise<void> {
    await openIncident(store, channel);
    if (!finalForEnquiry) return;
    const incident = await claimFinalAlert(store, channel);
    if (!incident) return;
    const failed = (await deliveryCounts(store)).find((c) => c.channel === channel && c.state === "failed")?.n ?? 1;
    await this.send(store, {
      type: "delivery.failed",
      channel,
      since: incident.since,
      enquiryId: finalForEnquiry,
      failed,
    });
  }

  async delivered(store: EnquiryStore, channel: Channel): Promise<void> {
    const incident = await closeIncident(store, channel);
    if (!incident || (!incident.alerted_at && !incident.final_alerted_at)) return;
    const event: AlertEvent = {
      type: "delivery.recovered",
      channel,
      since: incident.since,
      recoveredAt: new Date().toISOString(),
      pending: await this.pending(store, channel),
    };
    await this.send(store, event);
  }

  /** Alerts for the channels failing past the threshold that nobody has alerted about yet. */
  async raiseDue(store: EnquiryStore): Promise<void> {
    for (const incident of await claimDueAlerts(store, this.afterS)) {
      const pending = await this.pending(store, incident.channel);
      await this.send(store, { type: "delivery.failing", channel: incident.channel, since: incident.since, pending });
    }
  }

  /** The "held enquiries arriving fast" alert, once per incident across every instance. */
  async raiseHeldFlood(store: EnquiryStore, budgetPerHour: number): Promise<void> {
    const flood = await claimHeldFloodAlert(store);
    if (flood) await this.send(store, { type: "held.flood", since: flood.since, budgetPerHour });
  }

  private async pending(store: EnquiryStore, channel: Channel): Promise<number> {
    return (await deliveryCounts(store)).find((c) => c.channel === channel && c.state === "pending")?.n ?? 0;
  }

  /**
   * Logs the event and sends it through every channel that works: not the failing one, nor another
   * failing past the threshold (a recovery goes through the recovered channel too).
   */
  private async send(store: EnquiryStore, event: AlertEvent): Promise<void> {
    const broken = new Set((await openIncidents(store)).filter((i) => isFailing(i, this.afterS)).map((i) => i.channel));
    const failing = "channel" in event ? event.channel : undefined;
    const via = (Object.keys(this.alerters) as Channel[]).filter(
      (c) => !broken.has(c) && (c !== failing || event.type === "delivery.recovered"),
    );
    const level = event.type === "delivery.recovered" ? "info" : event.type === "held.flood" ? "warn" : "error";
    logger()[level]({ event: event.type, alert: event, via }, `Alert: ${event.type}${failing ? ` (${failing})` : ""}`);
    await Promise.all(
      via.map((channel) =>
        this.alerters[channel]!(event).catch((error: unknown) =>
          logger().error(
            { event: "alert.undelivered", channel, type: event.type, ...errorFields(error) },
            "Alert not sent",
          ),
        ),
      ),
    );
  }
}
