import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Channel } from "./database";
import { deleteEnquiry } from "./data-rights";
import { queueDeliveries, toStoredEnquiry, type EnquiryStore, type StoredEnquiry } from "./store";
import { storedSecret } from "./stored-secret";

/** A review link works for this long after the digest that carries it. */
export const REVIEW_LINK_TTL_MS = 7 * 86_400_000;

const TOKEN = /^(r1\.([0-9a-f-]{36})\.(\d{1,12})\.([0-9a-f]{32}))\.([0-9a-f]{64})$/;

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("hex");
const reviewSecret = (store: EnquiryStore) => storedSecret(store, "review-links");

/** A signed, expiring, single-use token for one held enquiry: `r1.<id>.<expiry s>.<nonce>.<hmac>`. */
export async function issueReviewToken(store: EnquiryStore, enquiryId: string, now = Date.now()): Promise<string> {
  const payload = `r1.${enquiryId}.${Math.floor((now + REVIEW_LINK_TTL_MS) / 1000)}.${randomBytes(16).toString("hex")}`;
  return `${payload}.${sign(await reviewSecret(store), payload)}`;
}

export const reviewUrl = (siteUrl: string, token: string) => `${new URL("/review", siteUrl).href}?token=${token}`;

export type ReviewCheck =
  | { ok: true; enquiry: StoredEnquiry; nonce: string; expiresAt: string }
  | { ok: false; status: 400 | 403 | 410; reason: string };

/** Checks a token without using it: tampered (403), expired, used or already handled (410). */
export async function checkReviewToken(store: EnquiryStore, token: string, now = Date.now()): Promise<ReviewCheck> {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, status: 400, reason: "This review link is incomplete." };
  const [, payload = "", id = "", expiry = "", nonce = "", signature = ""] = match;
  const expected = Buffer.from(sign(await reviewSecret(store), payload), "hex");
  if (!timingSafeEqual(Buffer.from(signature, "hex"), expected))
    return { ok: false, status: 403, reason: "This review link is not valid." };
  if (Number(expiry) * 1000 < now) return { ok: false, status: 410, reason: "This review link has expired." };
  const used = await store.db
    .selectFrom("enquiry_review_used")
    .select("nonce")
    .where("nonce", "=", nonce)
    .executeTakeFirst();
  if (used) return { ok: false, status: 410, reason: "This review link has already been used." };
  const row = await store.db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return { ok: false, status: 410, reason: "This enquiry no longer exists." };
  if (row.status !== "held") return { ok: false, status: 410, reason: "This enquiry has already been released." };
  return { ok: true, enquiry: toStoredEnquiry(row), nonce, expiresAt: new Date(Number(expiry) * 1000).toISOString() };
}

export type ReviewAction = "release" | "delete";

/**
 * Uses the token and acts, in one transaction: the token is spent first, so two clicks (or two
 * instances) cannot both act. Resolves with the check's refusal when the token does not allow it.
 */
export async function actOnReview(
  store: EnquiryStore,
  token: string,
  action: ReviewAction,
  channels: readonly Channel[],
  now = Date.now(),
): Promise<ReviewCheck> {
  const check = await checkReviewToken(store, token, now);
  if (!check.ok) return check;
  const done = await store.db
    .transaction()
    .execute(async (trx) => {
      const spent = await trx
        .insertInto("enquiry_review_used")
        .values({ nonce: check.nonce, expires_at: check.expiresAt })
        .onConflict((oc) => oc.column("nonce").doNothing())
        .executeTakeFirst();
      if (Number(spent.numInsertedOrUpdatedRows) !== 1) throw new AlreadyHandled();
      if (action === "delete") {
        if ((await deleteEnquiry(trx, check.enquiry.id)).enquiries !== 1) throw new AlreadyHandled();
        return true;
      }
      const released = await trx
        .updateTable("enquiries")
        .set({ status: "released" })
        .where("id", "=", check.enquiry.id)
        .where("status", "=", "held")
        .executeTakeFirst();
      if (Number(released.numUpdatedRows) !== 1) throw new AlreadyHandled();
      await queueDeliveries(trx, check.enquiry.id, channels);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyHandled) return false;
      throw error;
    });
  return done ? check : { ok: false, status: 410, reason: "This review link has already been used." };
}

/** Another click, tab or instance acted first: the transaction rolls back and nothing changes. */
class AlreadyHandled extends Error {}
