import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimHeldFloodAlert, HELD_NOTICE_COST, spendHeldNotice } from "@/lib/server/inbox/held-budget";
import { intake } from "@/lib/server/inbox/intake";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { sample, testStores } from "./support/stores";

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe.each(testStores("held-budget.test.ts"))("held-notice budget on %s", (_name, storeSettings) => {
  // Two instances sharing one store: the budget is theirs together.
  let one: EnquiryStore;
  let two: EnquiryStore;
  beforeAll(async () => {
    one = await EnquiryStore.open(storeSettings);
    two = await EnquiryStore.open(storeSettings);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });
  beforeEach(async () => {
    await one.db.deleteFrom("enquiry_held_hours").execute();
  });

  it("two instances spending at once never exceed the hourly budget together", async () => {
    const now = at("2026-11-26T10:15:00Z");
    const spent = await Promise.all(
      Array.from({ length: 40 }, (_, i) => spendHeldNotice(i % 2 ? one : two, HELD_NOTICE_COST.form, 6, now)),
    );
    expect(spent.filter(Boolean)).toHaveLength(6);
    // A JSON post held for its proof costs 3: two fit in a fresh hour, a third does not.
    const later = now + HOUR;
    expect(await spendHeldNotice(one, HELD_NOTICE_COST.json, 6, later)).toBe(true);
    expect(await spendHeldNotice(two, HELD_NOTICE_COST.json, 6, later)).toBe(true);
    expect(await spendHeldNotice(one, HELD_NOTICE_COST.json, 6, later)).toBe(false);
    expect(await spendHeldNotice(one, HELD_NOTICE_COST.form, 0, later)).toBe(false);
  });

  it("one flood alert per incident across instances, none for a flood that goes on into the next hour", async () => {
    const start = at("2026-11-26T10:59:00Z");
    for (let i = 0; i < 10; i++) await spendHeldNotice(one, 1, 6, start);
    const claims = await Promise.all([claimHeldFloodAlert(one, start), claimHeldFloodAlert(two, start)]);
    expect(claims.filter(Boolean)).toEqual([{ since: new Date(start).toISOString(), pastBudget: 4 }]);
    expect(await claimHeldFloodAlert(one, start + 1000)).toBeUndefined();
    // The flood goes on past 11:00: same incident, no new alert.
    const next = at("2026-11-26T11:05:00Z");
    for (let i = 0; i < 8; i++) await spendHeldNotice(two, 1, 6, next);
    expect(await claimHeldFloodAlert(two, next)).toBeUndefined();
    // A quiet hour, then another flood: a new incident, a new alert.
    const again = at("2026-11-26T13:10:00Z");
    for (let i = 0; i < 7; i++) await spendHeldNotice(one, 1, 6, again);
    expect(await claimHeldFloodAlert(one, again)).toMatchObject({ pastBudget: 1 });
  });

  it("intake: held enquiries past the budget are stored held without deliveries, with the reason", async () => {
    const options = {
      channels: ["webhook" as const],
      proofOfWork: true,
      powSecret: "x".repeat(32),
      heldNoticeBudget: 6,
    };
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await intake(one, sample(`budget-${i}`), "/contact", { kind: "json", proof: null }, options));
    expect(results.map((r) => [r.held, r.notified])).toEqual([
      [true, true],
      [true, true],
      [true, false],
      [true, false],
    ]);
    // The hour's budget is spent: a form post waits for the digest too.
    const form = await intake(one, sample("budget-form"), "/contact", { kind: "form", proof: null }, options);
    expect(form.notified).toBe(false);
    const stored = await one.get(results[3]!.id);
    expect(stored?.status).toBe("held");
    expect(stored?.holdReason).toContain("held notices past this hour's budget");
  });
});
