import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CHALLENGE_TTL_MINUTES, challengeBits, leadingZeroBits, POW_BITS } from "@/lib/shared/enquiry-pow";
import type { EnquiryStore } from "./store";

/** A challenge stays solvable this long: long enough to write a message. */
export const CHALLENGE_TTL_MS = CHALLENGE_TTL_MINUTES * 60_000;

const SOLUTION = /^(v1\.([0-9a-f]{32})\.(\d{1,12})\.(\d{1,2}))\.([0-9a-f]{64})\.(\d{1,15})$/;

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("hex");

export function issueChallenge(secret: string, now = Date.now(), bits = POW_BITS): string {
  const payload = `v1.${randomBytes(16).toString("hex")}.${Math.floor((now + CHALLENGE_TTL_MS) / 1000)}.${bits}`;
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * Checks a solution and spends it (its salt is recorded until expiry, so a replay fails on every
 * instance sharing the store). Resolves to "" when valid, otherwise the reason to hold the enquiry.
 */
export async function checkProof(
  store: EnquiryStore,
  secret: string,
  solution: string | null,
  now = Date.now(),
): Promise<string> {
  if (!solution) return "no proof of work";
  const match = SOLUTION.exec(solution);
  if (!match) return "malformed proof of work";
  const [, payload = "", salt = "", expiry = "", , signature = ""] = match;
  const expected = Buffer.from(sign(secret, payload), "hex");
  if (!timingSafeEqual(Buffer.from(signature, "hex"), expected)) return "proof of work with a bad signature";
  if (Number(expiry) * 1000 < now) return "expired proof of work";
  const bits = challengeBits(solution);
  if (bits < POW_BITS) return "proof of work below the required difficulty";
  if (leadingZeroBits(createHash("sha256").update(solution).digest()) < bits) return "unsolved proof of work";
  const spent = await store.db
    .insertInto("enquiry_pow_spent")
    .values({ nonce: salt, expires_at: new Date(Number(expiry) * 1000).toISOString() })
    .onConflict((oc) => oc.column("nonce").doNothing())
    .executeTakeFirst();
  return Number(spent.numInsertedOrUpdatedRows) === 1 ? "" : "replayed proof of work";
}

const secrets = new WeakMap<EnquiryStore, Promise<string>>();

/**
 * The HMAC key for challenges: ENQUIRY_POW_SECRET when set, otherwise a random key created once and
 * kept in the inbox database, so every instance sharing the store (and every restart) agrees on it.
 */
export function proofSecret(store: EnquiryStore, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = secrets.get(store);
  if (!secret) {
    secret = (async () => {
      await store.db
        .insertInto("enquiry_secrets")
        .values({ name: "proof-of-work", value: randomBytes(32).toString("hex") })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const row = await store.db
        .selectFrom("enquiry_secrets")
        .select("value")
        .where("name", "=", "proof-of-work")
        .executeTakeFirstOrThrow();
      return row.value;
    })();
    secret.catch(() => secrets.delete(store));
    secrets.set(store, secret);
  }
  return secret;
}
