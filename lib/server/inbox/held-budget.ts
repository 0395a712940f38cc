import "server-only";
import { sql } from "kysely";
import type { EnquiryStore } from "./store";

/**
 * What an immediate held notice costs from the hourly budget. A no-JavaScript form post is what a real
 * visitor without JavaScript sends: 1. A JSON post is what a script sends; the site's own script sends a
 * solved proof unless the phone was too slow to finish it, so a JSON post held for its proof is more
 * often a bot: 3. It still reaches the team at once while the budget lasts (the slow phone keeps its
 * promise), but a flood of them spends the budget three times faster than form posts would.
 */
export const HELD_NOTICE_COST = { form: 1, json: 3 } as const;

const hourOf = (ms: number) => new Date(ms).toISOString().slice(0, 13);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR_MS = 3_600_000;

/**
 * Spends `cost` from this UTC hour's budget of immediate held notices, counted in the store so that every
 * instance shares it. True when the notice fits; otherwise the enquiry waits for the digest and the hour
 * is marked as flooded (the worker then raises one alert, `claimHeldFloodAlert`).
 */
export async function spendHeldNotice(
  store: EnquiryStore,
  cost: number,
  budgetPerHour: number,
  now = Date.now(),
): Promise<boolean> {
  const hour = hourOf(now);
  await store.db
    .insertInto("enquiry_held_hours")
    .values({ hour, spent: 0, past_budget: 0, flood_since: null, alerted_at: null })
    .onConflict((oc) => oc.column("hour").doNothing())
    .execute();
  const spent = await store.db
    .updateTable("enquiry_held_hours")
    .set({ spent: sql`spent + ${cost}` })
    .where("hour", "=", hour)
    .where(sql<boolean>`spent + ${cost} <= ${budgetPerHour}`)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 1) return true;
  await store.db
    .updateTable("enquiry_held_hours")
    .set({ past_budget: sql`past_budget + 1`, flood_since: sql`coalesce(flood_since, ${iso(now)})` })
    .where("hour", "=", hour)
    .execute();
  return false;
}

export type HeldFlood = { since: string; pastBudget: number };

/**
 * The flood of this hour or the last, claimed by one instance only (an UPDATE only one wins), and only when
 * it starts an incident: a flood that goes on into the next hour was already alerted. Old hours are
 * forgotten on the way.
 */
export async function claimHeldFloodAlert(store: EnquiryStore, now = Date.now()): Promise<HeldFlood | undefined> {
  await store.db
    .deleteFrom("enquiry_held_hours")
    .where("hour", "<", hourOf(now - 2 * HOUR_MS))
    .execute();
  const due = await store.db
    .selectFrom("enquiry_held_hours")
    .selectAll()
    .where("flood_since", "is not", null)
    .where("alerted_at", "is", null)
    .orderBy("hour")
    .execute();
  for (const row of due) {
    const claimed = await store.db
      .updateTable("enquiry_held_hours")
      .set({ alerted_at: iso(now) })
      .where("hour", "=", row.hour)
      .where("alerted_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const previous = await store.db
      .selectFrom("enquiry_held_hours")
      .select("alerted_at")
      .where("hour", "=", hourOf(Date.parse(`${row.hour}:00:00.000Z`) - HOUR_MS))
      .executeTakeFirst();
    if (previous?.alerted_at) continue;
    return { since: row.flood_since ?? iso(now), pastBudget: row.past_budget };
  }
  return undefined;
}
