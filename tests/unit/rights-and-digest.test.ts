import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteById, restrictEnquiry, updateEnquiry } from "@/lib/server/inbox/data-rights";
import { deliveriesOf } from "@/lib/server/inbox/outbox";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { sendDigest, type DigestEvent } from "@/lib/server/notify/digest";
import { commands, parseArgs } from "@/scripts/lib/enquiry-commands";
import { sample, testStores } from "./support/stores";

describe.each(testStores("rights-and-digest.test.ts"))(
  "rectification, restriction and the digest (%s)",
  (_name, settings) => {
    let store: EnquiryStore;
    beforeAll(async () => {
      store = await EnquiryStore.open(settings);
    });
    afterAll(() => store.close());
    const run = (line: string) => commands[line.split(" ")[0]!]!(store, parseArgs(line.split(" ").slice(1)), settings);

    it("update --id corrects the named fields and refuses an invalid address", async () => {
      const id = await store.save(sample("rectify"), "/contact", {});
      expect(await run(`update --id ${id} --email right@example.com --company Corrected`)).toBe(
        `Corrected email, company of enquiry ${id}.`,
      );
      expect(await store.get(id)).toMatchObject({ email: "right@example.com", company: "Corrected" });
      await expect(run(`update --id ${id} --email not-an-address`)).rejects.toThrow(/not an email address/);
      expect(await updateEnquiry(store, "00000000-0000-4000-8000-000000000000", { name: "x" })).toBe(false);
    });

    it("restrict --id keeps the enquiry but drops its pending notices, and export and the digest leave it out", async () => {
      const received = await store.save(sample("restrict-a"), "/", { channels: ["email"] });
      const held = await store.save(sample("restrict-b"), "/", { status: "held", holdReason: "no proof of work" });
      expect(await run(`restrict --id ${received}`)).toContain(`Restricted enquiry ${received}`);
      expect(await restrictEnquiry(store, held)).toBe(true);
      expect(await deliveriesOf(store, [received])).toEqual([]);
      expect(await store.get(received)).toMatchObject({ restricted: true });
      const exported = await run("export --format json");
      expect(exported).not.toContain(received);
      expect(exported).not.toContain(held);
      const posted: DigestEvent[] = [];
      await sendDigest(store, "https://agency.example", { post: async (e) => void posted.push(e) });
      expect(JSON.stringify(posted)).not.toContain(held);
    });

    it("the digest goes through the webhook when it is the only channel, and lists each held enquiry once", async () => {
      const first = await store.save(sample("digest-1"), "/", { status: "held", holdReason: "no proof of work" });
      const posted: DigestEvent[] = [];
      const post = async (event: DigestEvent) => void posted.push(event);
      expect(await sendDigest(store, "https://agency.example", { post })).toBeGreaterThanOrEqual(1);
      expect(posted[0]!.type).toBe("enquiry.digest");
      expect(posted[0]!.enquiries.map((e) => e.id)).toContain(first);
      expect(posted[0]!.enquiries.find((e) => e.id === first)!.reviewUrl).toMatch(
        /^https:\/\/agency\.example\/review\?/,
      );
      // The next day: nothing new, nothing sent; a new held enquiry is sent alone.
      expect(await sendDigest(store, "https://agency.example", { post })).toBe(0);
      const second = await store.save(sample("digest-2"), "/", { status: "held", holdReason: "no proof of work" });
      const mails: string[] = [];
      await sendDigest(store, "https://agency.example", { mail: async (m) => void mails.push(m.text), post });
      expect(posted).toHaveLength(1);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain("1 held enquiry is waiting");
      expect(mails[0]).toContain("ana+digest-2@example.com");
      expect(mails[0]).not.toContain("ana+digest-1@example.com");
      expect(second).toBeTruthy();
    });

    it("delete --id erases one enquiry and records it; without --yes it only says what it would do", async () => {
      const id = await store.save(sample("erase-one"), "/", {});
      expect(await run(`delete --id ${id}`)).toContain("would be deleted");
      expect(await store.get(id)).toBeDefined();
      expect(await run(`delete --id ${id} --yes`)).toContain(`Deleted enquiry ${id}`);
      expect(await store.get(id)).toBeUndefined();
      expect((await deleteById(store, id)).enquiries).toBe(0);
    });
  },
);
