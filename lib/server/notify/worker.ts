import "server-only";
import type { Channel } from "@/lib/server/inbox/database";
import { purgeExpired } from "@/lib/server/inbox/data-rights";
import { claimDue, settleDelivered, settleFailed, type Delivery } from "@/lib/server/inbox/outbox";
import type { EnquiryStore } from "@/lib/server/inbox/store";
import { toNotice, type Sender } from "./notice";

export type WorkerOptions = {
  store: () => Promise<EnquiryStore>;
  senders: Partial<Record<Channel, Sender>>;
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
 * a lease, sends them, and settles each as delivered or due again after a doubling delay.
 */
export class DeliveryWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private nudged = false;
  private lastPurge = 0;
  private readonly channels: Channel[];

  constructor(private readonly options: WorkerOptions) {
    this.channels = Object.keys(options.senders) as Channel[];
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
          await send(toNotice(enquiry, this.options.siteUrl));
          delivered.push(delivery);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          console.warn(`Enquiry ${delivery.enquiry_id}: ${delivery.channel} delivery failed (${message}); will retry`);
          await settleFailed(store, delivery, { error: message, maxBackoffS: this.options.maxBackoffS });
        }
      }),
    );
    await settleDelivered(store, delivered);
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.nudged = false;
      try {
        await this.drain();
        await this.purgeDaily();
      } catch (error) {
        console.warn(`Enquiry delivery worker: ${error instanceof Error ? error.message : String(error)}`);
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

  private async purgeDaily(): Promise<void> {
    if (!this.options.retentionDays || Date.now() - this.lastPurge < DAY_MS) return;
    this.lastPurge = Date.now();
    const removed = await purgeExpired(await this.options.store(), this.options.retentionDays);
    if (removed.enquiries)
      console.info(`Retention: purged ${removed.enquiries} enquiries past ${this.options.retentionDays} days`);
  }
}
