import "server-only";
import type { Enquiry } from "@/lib/shared/enquiry-schema";
import type { Channel } from "./database";
import { HELD_NOTICE_COST, spendHeldNotice } from "./held-budget";
import { checkProof, proofSecret } from "./proof";
import { spamSignals } from "./spam-signals";
import type { EnquiryStore } from "./store";

export type IntakeOptions = {
  /** The channels configured now: an enquiry gets one pending delivery each, unless it is near-certain spam. */
  channels?: Channel[];
  /** Hold enquiries without a valid proof of work (ENQUIRY_PROOF_OF_WORK=on). */
  proofOfWork?: boolean;
  /** ENQUIRY_POW_SECRET; when unset the secret kept in the store is used. */
  powSecret?: string;
  /**
   * Immediate held notices per hour across every instance (ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR); past it,
   * held enquiries wait for the digest. Unset: no limit.
   */
  heldNoticeBudget?: number;
  /** Wakes the delivery worker once a received enquiry and its deliveries are committed. */
  nudge?: () => void;
};

/** How the enquiry arrived: a script's JSON (with the proof header, if any) or a no-JavaScript form post. */
export type Arrival = { kind: "json" | "form"; proof: string | null };

/**
 * Decides whether an enquiry is held and stores it with its deliveries in one transaction. Held
 * enquiries are kept, never dropped. One without a valid proof of work (a browser without JavaScript,
 * a slow phone, a privacy extension) may well be a real visitor: the team is told at once, with the
 * enquiry marked as held and its review links, while the hourly budget of such notices lasts
 * (`spendHeldNotice`); past it, it waits for the daily digest. One with a near-certain spam signal
 * (`spamSignals`) waits for the daily digest and tells nobody at once.
 */
export async function intake(
  store: EnquiryStore,
  enquiry: Enquiry,
  sourcePath: string,
  arrival: Arrival,
  options: IntakeOptions,
): Promise<{ id: string; held: boolean; notified: boolean }> {
  const reasons: string[] = [];
  if (options.proofOfWork) {
    const problem = await checkProof(store, await proofSecret(store, options.powSecret), arrival.proof);
    if (problem) reasons.push(problem);
  }
  const spam = await spamSignals(store, enquiry);
  reasons.push(...spam);
  const held = reasons.length > 0;
  let channels = spam.length ? [] : (options.channels ?? []);
  if (held && channels.length && options.heldNoticeBudget !== undefined) {
    const fits = await spendHeldNotice(store, HELD_NOTICE_COST[arrival.kind], options.heldNoticeBudget);
    if (!fits) {
      channels = [];
      reasons.push("held notices past this hour's budget");
    }
  }
  const id = await store.save(enquiry, sourcePath, {
    status: held ? "held" : "received",
    holdReason: reasons.join("; "),
    channels,
  });
  if (channels.length) options.nudge?.();
  return { id, held, notified: channels.length > 0 };
}
