/**
 * The enquiry form's proof of work (a hashcash in the spirit of ALTCHA), shared by browser and server.
 * A challenge is `v1.<salt>.<expiry, unix s>.<bits>.<HMAC-SHA256 signature>`; a solution is
 * `<challenge>.<nonce>` whose SHA-256 starts with at least `bits` zero bits. It travels in this header,
 * so the JSON body keeps exactly the specification's four keys.
 */
export const PROOF_HEADER = "X-Enquiry-Proof";

/** How long a challenge stays valid after the form fetches it (on the visitor's first focus or input). */
export const CHALLENGE_TTL_MINUTES = 30;

/** About 65,000 hashes on average: well under a second in a browser, costly at a bot's volume. */
export const POW_BITS = 16;

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The difficulty a challenge asks for (its fourth part). */
export const challengeBits = (challenge: string) => Number(challenge.split(".")[3] ?? POW_BITS);
