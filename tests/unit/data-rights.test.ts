import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteByEmail, findByEmail, purgeExpired } from "@/lib/server/inbox/data-rights";
import { deliveriesOf } from "@/lib/server/inbox/outbox";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { sample, testStores } from "./support/stores";

const DAY_MS = 86_400_000;

describe.each(testStores("data-rights.test.ts"))("retention and erasure on %s", (_name, settings) => {
  let store: EnquiryStore;
  beforeAll(async () => {
    store = await EnquiryStore.open(settings);
  });
  afterAll(() => store.close());

  const backdate = (id: string, days: number) =>
    store.db
      .updateTable("enquiries")
      .set({ created_at: new Date(Date.now() - days * DAY_MS).toISOString() })
      .where("id", "=", id)
      .execute();

  it("purges enquiries past the retention period with their deliveries, and keeps the rest", async () => {
    const old = await store.save(sample("old"), "/", { channels: ["email", "webhook"] });
    const recent = await store.save(sample("recent"), "/", { channels: ["email"] });
    await backdate(old, 731);
    await backdate(recent, 729);
    const removed = await purgeExpired(store, 730);
    expect(removed.enquiries).toBeGreaterThanOrEqual(1);
    expect(await store.get(old)).toBeUndefined();
    expect(await deliveriesOf(store, [old])).toEqual([]);
    expect(await store.get(recent)).toBeDefined();
    expect(await deliveriesOf(store, [recent])).toHaveLength(1);
  });

  it("finds every enquiry from an address, whatever its case, and erases them with their deliveries", async () => {
    const email = `Erase.Me+${Date.now()}@Example.com`;
    const ids = [
      await store.save({ ...sample("a"), email }, "/", { channels: ["email"] }),
      await store.save({ ...sample("b"), email: email.toLowerCase() }, "/contact", { status: "held" }),
    ];
    const other = await store.save(sample("other"), "/", { channels: ["email"] });
    expect((await findByEmail(store, email.toUpperCase())).map((e) => e.id).sort()).toEqual([...ids].sort());
    expect(await deleteByEmail(store, email)).toEqual({ enquiries: 2, deliveries: 1 });
    expect(await findByEmail(store, email)).toEqual([]);
    expect(await deliveriesOf(store, ids)).toEqual([]);
    expect(await store.get(other)).toBeDefined();
  });
});
