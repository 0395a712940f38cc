import { ENQUIRY_ENDPOINT } from "@/lib/settings/public";
import { CHALLENGE_TTL_MINUTES, PROOF_HEADER } from "@/lib/shared/enquiry-pow";

export const ENQUIRY_TIMEOUT_MS = 15_000;
/** How long a submit waits for a proof of work still being solved; without one the enquiry is held. */
export const PROOF_WAIT_MS = 10_000;

/**
 * A proof of work started this long ago is replaced before the form sends: its challenge, valid for
 * CHALLENGE_TTL_MINUTES from the first focus, could expire on the way, and the enquiry would be held.
 */
export const PROOF_FRESH_MS = (CHALLENGE_TTL_MINUTES - 1) * 60_000;

export const proofIsStale = (startedAt: number, now = Date.now()) => now - startedAt >= PROOF_FRESH_MS;

/** The proof of work, or null when it is not ready within `ms`. */
export function settleProof(proof: Promise<string | null> | null, ms = PROOF_WAIT_MS): Promise<string | null> {
  if (!proof) return Promise.resolve(null);
  return Promise.race([proof, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/** POSTs the enquiry as JSON (the proof of work in a header). Resolves true only on an ok answer in time. */
export async function sendEnquiry(
  body: Record<string, string>,
  proof: string | null = null,
  timeoutMs = ENQUIRY_TIMEOUT_MS,
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(ENQUIRY_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(proof && { [PROOF_HEADER]: proof }) },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
