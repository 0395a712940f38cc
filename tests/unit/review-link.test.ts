import { describe, expect, it } from "vitest";
import { deliveriesOf } from "@/lib/server/inbox/outbox";
import { actOnReview, checkReviewToken, issueReviewToken, REVIEW_LINK_TTL_MS } from "@/lib/server/inbox/review";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { digestMessage } from "@/lib/server/notify/digest";
import { sample, testStores } from "./support/stores";

describe.each(testStores("review-link.test.ts"))("review links (%s)", (_name, settings) => {
  const held = async (store: EnquiryStore, tag: string) =>
    store.save(sample(tag), "/contact", { status: "held", holdReason: "no proof of work" });

  it("a link shows its held enquiry and changes nothing until a button is pressed", async () => {
    const store = await EnquiryStore.open(settings);
    try {
      const id = await held(store, "show");
      const token = await issueReviewToken(store, id);
      for (let i = 0; i < 3; i++) {
        const check = await checkReviewToken(store, token);
        expect(check.ok && check.enquiry.id).toBe(id);
      }
      expect((await store.get(id))?.status).toBe("held");
    } finally {
      await store.close();
    }
  });

  it("Release notifies as for any enquiry, once; the used link then answers 410", async () => {
    const store = await EnquiryStore.open(settings);
    try {
      const id = await held(store, "release");
      const token = await issueReviewToken(store, id);
      const [first, second] = await Promise.all([
        actOnReview(store, token, "release", ["email"]),
        actOnReview(store, token, "release", ["email"]),
      ]);
      expect([first.ok, second.ok].sort()).toEqual([false, true]);
      expect((await store.get(id))?.status).toBe("released");
      expect((await deliveriesOf(store, [id])).map((d) => [d.channel, d.state])).toEqual([["email", "pending"]]);
      expect(await checkReviewToken(store, token)).toMatchObject({ ok: false, status: 410 });
      // A second link for the same enquiry (an older digest) offers nothing either.
      expect(await checkReviewToken(store, await issueReviewToken(store, id))).toMatchObject({
        ok: false,
        status: 410,
      });
    } finally {
      await store.close();
    }
  });

  it("Delete erases the enquiry", async () => {
    const store = await EnquiryStore.open(settings);
    try {
      const id = await held(store, "delete");
      const result = await actOnReview(store, await issueReviewToken(store, id), "delete", ["email"]);
      expect(result.ok).toBe(true);
      expect(await store.get(id)).toBeUndefined();
      expect(await deliveriesOf(store, [id])).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it("tampered, truncated and expired links are refused and act on nothing", async () => {
    const store = await EnquiryStore.open(settings);
    try {
      const id = await held(store, "refused");
      const other = await held(store, "other");
      const token = await issueReviewToken(store, id);
      const swapped = token.replace(id, other);
      expect(await checkReviewToken(store, swapped)).toMatchObject({ ok: false, status: 403 });
      expect(await actOnReview(store, swapped, "delete", [])).toMatchObject({ ok: false, status: 403 });
      expect(await checkReviewToken(store, token.slice(0, -1))).toMatchObject({ ok: false, status: 400 });
      const old = await issueReviewToken(store, id, Date.now() - REVIEW_LINK_TTL_MS - 1000);
      expect(await actOnReview(store, old, "release", ["email"])).toMatchObject({ ok: false, status: 410 });
      expect((await store.get(id))?.status).toBe("held");
      expect((await store.get(other))?.status).toBe("held");
    } finally {
      await store.close();
    }
  });
});

describe("the digest email", () => {
  it("lists each held enquiry with its review link, escaping visitor text in HTML", () => {
    const enquiry = {
      ...sample("digest"),
      name: "<b>Eve</b>",
      id: "5b1f0c9e-0000-4000-8000-000000000000",
      createdAt: "2026-11-23T08:00:00.000Z",
      sourcePath: "/contact",
      status: "held" as const,
      holdReason: "no proof of work",
    };
    const link = "https://agency.example/review?token=r1.abc";
    const message = digestMessage([{ enquiry, link }], 1);
    expect(message.subject).toBe("Digest: 1 held enquiry to review");
    expect(message.text).toContain(`Review: ${link}`);
    expect(message.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(message.html).not.toContain("<b>Eve</b>");
  });
});
