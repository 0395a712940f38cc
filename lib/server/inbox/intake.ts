import "server-only";
import type { Enquiry } from "@/lib/shared/enquiry-schema";
import type { Channel } from "./database";
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
  /** Wakes the delivery worker once a received enquiry and its deliveries are committed. */
  nudge?: () => void;
};

/**
 * Decides whether an enquiry is held and stores it with its deliveries in one transaction. Held
 * enquiries are kept, never dropped. One without a valid proof of work (a browser without JavaScript,
 * a slow phone, a privacy extension) may well be a real visitor: the team is told at once, with the
 * enquiry marked as held and its review links. One with a near-certain spam signal (`spamSignals`)
 * waits for the daily digest and tells nobody at once.
 */
export async function intake(
  store: EnquiryStore,
  enquiry: Enquiry,
  sourcePath: string,
  proof: string | null,
  options: IntakeOptions,
): Promise<{ id: string; held: boolean; notified: boolean }> {
  const reasons: string[] = [];
  if (options.proofOfWork) {
    const problem = await checkProof(store, await proofSecret(store, options.powSecret), proof);
    if (problem) reasons.push(problem);
  }
  const spam = await spamSignals(store, enquiry);
  reasons.push(...spam);
  const held = reasons.length > 0;
  const channels = spam.length ? [] : (options.channels ?? []);
  const id = await store.save(enquiry, sourcePath, {
    status: held ? "held" : "received",
    holdReason: reasons.join("; "),
    channels,
  });
  if (channels.length) options.nudge?.();
  return { id, held, notified: channels.length > 0 };
}
