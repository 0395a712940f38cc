import "server-only";
import type { Enquiry } from "@/lib/shared/enquiry-schema";
import type { Channel } from "./database";
import { checkProof, proofSecret } from "./proof";
import { spamSignals } from "./spam-signals";
import type { EnquiryStore } from "./store";

export type IntakeOptions = {
  /** The notification channels configured now: a received enquiry gets one pending delivery each. */
  channels?: Channel[];
  /** Hold enquiries without a valid proof of work (ENQUIRY_PROOF_OF_WORK=on). */
  proofOfWork?: boolean;
  /** ENQUIRY_POW_SECRET; when unset the secret kept in the store is used. */
  powSecret?: string;
  /** Wakes the delivery worker once a received enquiry and its deliveries are committed. */
  nudge?: () => void;
};

/**
 * Decides whether an enquiry is held (no valid proof of work, or a spam signal) and stores it with its
 * deliveries in one transaction. Held enquiries are kept, never dropped, but nobody is notified.
 */
export async function intake(
  store: EnquiryStore,
  enquiry: Enquiry,
  sourcePath: string,
  proof: string | null,
  options: IntakeOptions,
): Promise<{ id: string; held: boolean }> {
  const reasons: string[] = [];
  if (options.proofOfWork) {
    const problem = await checkProof(store, await proofSecret(store, options.powSecret), proof);
    if (problem) reasons.push(problem);
  }
  reasons.push(...(await spamSignals(store, enquiry)));
  const held = reasons.length > 0;
  const channels = options.channels ?? [];
  const id = await store.save(enquiry, sourcePath, {
    status: held ? "held" : "received",
    holdReason: reasons.join("; "),
    channels,
  });
  if (!held && channels.length) options.nudge?.();
  return { id, held };
}
