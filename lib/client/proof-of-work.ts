import { challengeBits, leadingZeroBits } from "@/lib/shared/enquiry-pow";
import { ENQUIRY_ENDPOINT, isEmbeddedInbox } from "@/lib/settings/public";

const BATCH = 512;

/** Finds a nonce whose SHA-256 (with the challenge) starts with the asked zero bits; yields between batches. */
export async function solveChallenge(challenge: string): Promise<string> {
  const bits = challengeBits(challenge);
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) =>
        crypto.subtle.digest("SHA-256", encoder.encode(`${challenge}.${start + i}`)),
      ),
    );
    const hit = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= bits);
    if (hit >= 0) return `${challenge}.${start + hit}`;
  }
}

/**
 * Fetches a challenge from the embedded inbox and solves it in the background. Resolves to the
 * solution for the X-Enquiry-Proof header, or null (external endpoint, proof of work off, or failure).
 */
export async function proveEnquiry(): Promise<string | null> {
  if (!isEmbeddedInbox()) return null;
  try {
    const response = await fetch(`${ENQUIRY_ENDPOINT}/challenge`, { cache: "no-store" });
    const { challenge } = (await response.json()) as { challenge?: unknown };
    return typeof challenge === "string" ? await solveChallenge(challenge) : null;
  } catch {
    return null;
  }
}
