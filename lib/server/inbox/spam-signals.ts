import "server-only";
import type { Enquiry } from "@/lib/shared/enquiry-schema";
import type { EnquiryStore } from "./store";

/**
 * More links than this in a message holds it for the digest. A prospect may paste their site, an app
 * store page and a competitor or two; link spam carries many more.
 */
export const MAX_LINKS = 8;
const LINK = /\bhttps?:\/\/|\bwww\./gi;
const HOUR_MS = 3_600_000;

/**
 * Cheap server-side signals of near-certain spam (many links, or a message sent again within the hour):
 * the reasons to hold this enquiry for the daily digest without telling anyone at once, or none.
 */
export async function spamSignals(store: EnquiryStore, enquiry: Enquiry, now = Date.now()): Promise<string[]> {
  const reasons: string[] = [];
  const links = enquiry.message.match(LINK)?.length ?? 0;
  if (links > MAX_LINKS) reasons.push(`${links} links in the message`);
  const twin = await store.db
    .selectFrom("enquiries")
    .select("id")
    .where("created_at", ">=", new Date(now - HOUR_MS).toISOString())
    .where("message", "=", enquiry.message)
    .limit(1)
    .executeTakeFirst();
  if (twin) reasons.push(`same message as enquiry ${twin.id} in the last hour`);
  return reasons;
}
