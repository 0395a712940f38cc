import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveChallenge } from "@/lib/client/proof-of-work";
import { handleEnquiry } from "@/lib/server/inbox/handle-enquiry";
import { deliveriesOf } from "@/lib/server/inbox/outbox";
import { checkProof, CHALLENGE_TTL_MS, issueChallenge, proofSecret } from "@/lib/server/inbox/proof";
import { RateLimiter } from "@/lib/server/inbox/rate-limit";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { POW_BITS, PROOF_HEADER } from "@/lib/shared/enquiry-pow";
import { sample, testStores } from "./support/stores";

const post = (body: object, headers: Record<string, string> = {}) =>
  new Request("http://localhost:3000/api/enquiries", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", host: "localhost:3000", ...headers },
  });

describe.each(testStores("proof-of-work.test.ts"))("proof of work and spam signals on %s", (_name, settings) => {
  let store: EnquiryStore;
  let secret: string;
  beforeAll(async () => {
    store = await EnquiryStore.open(settings);
    secret = await proofSecret(store);
  });
  afterAll(() => store.close());

  const deps = () => ({
    store: async () => store,
    limiter: new RateLimiter(0),
    allowedOrigins: [],
    channels: ["email" as const],
    proofOfWork: true,
  });
  const submit = async (body: object, headers?: Record<string, string>) => {
    const response = await handleEnquiry(post(body, headers), deps());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    return { enquiry: (await store.get(id))!, deliveries: await deliveriesOf(store, [id]) };
  };

  it("keeps one secret per store, shared by every instance and restart", async () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const again = await EnquiryStore.open(settings);
    expect(await proofSecret(again)).toBe(secret);
    await again.close();
  });

  it("a solved challenge passes once; a replay, a forged, an expired or an unsolved one does not", async () => {
    const solution = await solveChallenge(issueChallenge(secret));
    expect(await checkProof(store, secret, solution)).toBe("");
    expect(await checkProof(store, secret, solution)).toBe("replayed proof of work");
    expect(await checkProof(store, "another-secret", await solveChallenge(issueChallenge(secret)))).toMatch(
      /signature/,
    );
    const old = await solveChallenge(issueChallenge(secret, Date.now() - CHALLENGE_TTL_MS - 5000));
    expect(await checkProof(store, secret, old)).toBe("expired proof of work");
    const easy = await solveChallenge(issueChallenge(secret, Date.now(), POW_BITS - 8));
    expect(await checkProof(store, secret, easy)).toMatch(/difficulty/);
    const challenge = issueChallenge(secret);
    const unsolved = [0, 1, 2, 3].map((n) => `${challenge}.${n}`);
    const verdicts = await Promise.all(unsolved.map((u) => checkProof(store, secret, u)));
    expect(verdicts.filter((v) => v === "unsolved proof of work").length).toBeGreaterThanOrEqual(3);
    expect(await checkProof(store, secret, "v1.garbage")).toBe("malformed proof of work");
  });

  it("a direct POST without a solution is stored (201), held, and still notified at once", async () => {
    // No JavaScript, a slow phone or a privacy extension: maybe a real visitor, so the team hears now.
    const { enquiry, deliveries } = await submit(sample("bot"));
    expect(enquiry).toMatchObject({ status: "held", holdReason: "no proof of work" });
    expect(deliveries.map((d) => d.channel)).toEqual(["email"]);
  });

  it("an enquiry with a solution from the browser's solver is received and notified", async () => {
    const solution = await solveChallenge(issueChallenge(secret));
    const { enquiry, deliveries } = await submit(sample("person"), { [PROOF_HEADER]: solution });
    expect(enquiry).toMatchObject({ status: "received", holdReason: "" });
    expect(deliveries.map((d) => d.channel)).toEqual(["email"]);
  });

  it("holds messages with more than eight links, and one repeated within the hour, for the digest only", async () => {
    const site = (n: number) => `https://site-${n}.example`;
    const prospect = {
      ...sample("eight-links"),
      message: `Our sites: ${[1, 2, 3, 4, 5, 6, 7, 8].map(site).join(" ")}`,
    };
    const notified = await submit(prospect, { [PROOF_HEADER]: await solveChallenge(issueChallenge(secret)) });
    expect(notified.enquiry.status, "a prospect's handful of links is an ordinary enquiry").toBe("received");
    expect(notified.deliveries).not.toEqual([]);
    const links = {
      ...sample("links"),
      message: `See ${[1, 2, 3, 4, 5, 6, 7].map(site).join(" ")} http://b.example www.c.example`,
    };
    const first = await submit(links, { [PROOF_HEADER]: await solveChallenge(issueChallenge(secret)) });
    expect(first.enquiry.holdReason).toMatch(/^9 links/);
    expect(first.deliveries, "near-certain spam waits for the digest").toEqual([]);
    const body = sample("twice");
    const once = await submit(body, { [PROOF_HEADER]: await solveChallenge(issueChallenge(secret)) });
    expect(once.enquiry.status).toBe("received");
    const twice = await submit(body, { [PROOF_HEADER]: await solveChallenge(issueChallenge(secret)) });
    expect(twice.enquiry).toMatchObject({ status: "held", holdReason: expect.stringMatching(/same message/) });
    expect(twice.deliveries).toEqual([]);
  });
});
