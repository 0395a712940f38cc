import "server-only";
import type { Channel } from "@/lib/server/inbox/database";
import { flushRejectedEnquiries } from "@/lib/server/inbox/counters";
import { purgeExpired } from "@/lib/server/inbox/data-rights";
import { claimDue, settleDelivered, settleFailed, type Delivery } from "@/lib/server/inbox/outbox";
import type { EnquiryStore } from "@/lib/server/inbox/store";
import { errorFields, logger } from "@/lib/server/observe/logger";
import { issueReviewToken, reviewUrl } from "@/lib/server/inbox/review";
import { DeliveryAlerts } from "./delivery-alerts";
import type { Alerter } from "./alerts";
import { toNotice, type Sender } from "./notice";

export type WorkerOptions = {
  store: () => Promise<EnquiryStore>;
  senders: Partial<Record<Channel, Sender>>;
  /** How to alert through each channel; without them, failures are only logged. */
  alerters?: Partial<Record<Channel, Alerter>>;
  /** Immediate held notices an hour (ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR), named in the flood alert. */
  heldNoticeBudget?: number;
  /** Seconds a channel must fail before the alert (ENQUIRY_ALERT_AFTER_S). */
  alertAfterS?: number;
  /** Runs once a day when the UTC hour is `digestHour` (one instance wins the day's claim). */
  daily?: { digestHour: number; run: (store: EnquiryStore) => Promise<void> };
  siteUrl: string;
  maxBackoffS: number;
  /** Enquiries older than this are purged once a day; omit to never purge. */
  retentionDays?: number;
  pollMs?: number;
  /** How long a claim holds a delivery: longer than any send may take (SMTP and webhook time out sooner). */
  leaseMs?: number;
  batch?: number;
};

const DAY_MS = 86_400_000;

/**
 * Delivers the outbox: polls about every second (and at once when nudged), claims due deliveries with
 * a lease, sends them, and settles each as delivered or due again after a doubling delay. Each round
 * also raises the alerts that are due, counts rejections into the store and runs the daily jobs.
 */
export class DeliveryWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private nudged = false;
  private lastPurge = 0;
  private readonly channels: Channel[];
  private readonly alerts: DeliveryAlerts;

  constructor(private readonly options: WorkerOptions) {
    this.channels = Object.keys(options.senders) as Channel[];
    this.alerts = new DeliveryAlerts(options.alerters ?? {}, options.alertAfterS);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Something new is due: deliver it now rather than at the next poll. */
  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  /** Stops polling and resolves once the deliveries in flight are settled. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Delivers everything due now; resolves with the number of deliveries attempted. */
  async drain(): Promise<number> {
    const store = await this.options.store();
    let attempted = 0;
    for (;;) {
      const claimed = await claimDue(store, {
        channels: this.channels,
        limit: this.options.batch ?? 20,
        leaseMs: this.options.leaseMs ?? 120_000,
      });
      if (!claimed.length) return attempted;
      attempted += claimed.length;
      await this.deliver(store, claimed);
    }
  }

  private async deliver(store: EnquiryStore, claimed: Delivery[]): Promise<void> {
    const enquiries = new Map(
      (await store.listByIds([...new Set(claimed.map((d) => d.enquiry_id))])).map((e) => [e.id, e]),
    );
    const delivered: Delivery[] = [];
    await Promise.all(
      claimed.map(async (delivery) => {
        const enquiry = enquiries.get(delivery.enquiry_id);
        const send = this.options.senders[delivery.channel];
        try {
          if (!enquiry || !send) throw new Error("enquiry or channel no longer exists");
          const review =
            enquiry.status === "held"
              ? reviewUrl(this.options.siteUrl, await issueReviewToken(store, enquiry.id))
              : undefined;
          await send(toNotice(enquiry, this.options.siteUrl, review));
          delivered.push(delivery);
        } catch (error) {
          await this.failed(store, delivery, errorFields(error).error);
        }
      }),
    );
    await settleDelivered(store, delivered);
    for (const delivery of delivered)
      logger().info(
        {
          event: "delivery.sent",
          enquiryId: delivery.enquiry_id,
          channel: delivery.channel,
          attempt: delivery.attempts + 1,
        },
        "Enquiry notification delivered",
      );
    for (const channel of new Set(delivered.map((d) => d.channel))) await this.alerts.delivered(store, channel);
  }

  private async failed(store: EnquiryStore, delivery: Delivery, error: string): Promise<void> {
    const final = await settleFailed(store, delivery, { error, maxBackoffS: this.options.maxBackoffS });
    const fields = { enquiryId: delivery.enquiry_id, channel: delivery.channel, attempt: delivery.attempts + 1, error };
    if (final) logger().error({ event: "delivery.failed", ...fields }, "Enquiry notification gave up");
    else logger().warn({ event: "delivery.retry", ...fields }, "Enquiry notification failed; will retry");
    await this.alerts.failed(store, delivery.channel, final ? delivery.enquiry_id : undefined);
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.nudged = false;
      try {
        await this.drain();
        const store = await this.options.store();
        await this.alerts.raiseDue(store);
        if (this.options.heldNoticeBudget !== undefined)
          await this.alerts.raiseHeldFlood(store, this.options.heldNoticeBudget);
        await flushRejectedEnquiries(store);
        await this.purgeDaily(store);
        await this.runDaily(store);
      } catch (error) {
        logger().warn({ event: "worker.error", ...errorFields(error) }, "Enquiry delivery worker round failed");
      }
      if (!this.running || this.nudged) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs ?? 1000);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  private async purgeDaily(store: EnquiryStore): Promise<void> {
    if (!this.options.retentionDays || Date.now() - this.lastPurge < DAY_MS) return;
    this.lastPurge = Date.now();
    const removed = await purgeExpired(store, this.options.retentionDays);
    if (removed.enquiries)
      logger().info(
        { event: "retention.purged", enquiries: removed.enquiries, days: this.options.retentionDays },
        "Retention: purged old enquiries",
      );
  }

  private async runDaily(store: EnquiryStore): Promise<void> {
    const daily = this.options.daily;
    const now = new Date();
    if (!daily || now.getUTCHours() !== daily.digestHour) return;
    const today = now.toISOString().slice(0, 10);
    await store.db
      .insertInto("enquiry_schedule")
      .values({ name: "digest", last_day: "" })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    const claim = await store.db
      .updateTable("enquiry_schedule")
      .set({ last_day: today })
      .where("name", "=", "digest")
      .where("last_day", "<", today)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 1) await daily.run(store);
  }
}
