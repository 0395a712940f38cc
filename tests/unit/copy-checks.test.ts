import { describe, expect, it } from "vitest";
import { notFoundContent } from "@/content/pages";
import { allPages } from "@/content/registry";
import {
  clientClaim,
  countMoves,
  headingsClaimingClients,
  headingsOf,
  moves,
  type PageText,
} from "@/scripts/lib/copy-checks";

const copy: PageText[] = [
  ...allPages.map((page) => ({ page: page.path, value: page.content })),
  { page: "(not found)", value: notFoundContent },
];

describe("rhetorical moves", () => {
  it("stay at or below their thresholds across the site", () => {
    for (const { move, count, pages } of countMoves(copy)) {
      expect(count, `${move.label} on ${pages.join(", ")}`).toBeLessThanOrEqual(move.threshold);
    }
  });

  it("are counted in every string, and the bullet-only moves in the eight-bullet lists only", () => {
    const sample: PageText[] = [
      { page: "/a", value: { why: ["React is not always the answer, rather than X, and we will tell you so."] } },
      {
        page: "/b",
        value: {
          why: ["Support 24/7 is mentioned in prose."],
          howWeKeepYouAhead: ["24/7 support for every release", "Knowledge-transfer sessions before handover"],
        },
      },
    ];
    const byId = Object.fromEntries(countMoves(sample).map((c) => [c.move.id, c.count]));
    expect(byId["rather-than"]).toBe(1);
    expect(byId["limits-announcement"]).toBe(1);
    expect(byId["tell-you-so"]).toBe(1);
    expect(byId["support-24-7-bullet"]).toBe(1);
    expect(byId["handover-bullet"]).toBe(2);
  });

  it("each has a threshold of its own", () => {
    expect(new Set(moves.map((m) => m.id)).size).toBe(moves.length);
  });
});

describe("headings", () => {
  it("never claim a client base the site cannot show", () => {
    expect(headingsClaimingClients(copy)).toEqual([]);
  });

  it("include why headings, hero titles and section headings", () => {
    const headings = allPages.flatMap((page) => headingsOf(page.content));
    expect(headings.length).toBeGreaterThan(150);
    const healthcare = allPages.find((page) => page.path === "/industries/healthcare")!;
    const content = healthcare.content as { whyHeading: string; heroTitle: string };
    expect(headingsOf(healthcare.content)).toEqual(expect.arrayContaining([content.whyHeading, content.heroTitle]));
  });

  it.each([
    "Why hotel groups and operators trust us with guest-facing systems",
    "Why broadcasters, studios and publishers build with us",
    "Why regulated firms choose us to build and modernise",
    "Why airlines and travel sellers rely on us",
    "Why shippers, carriers and 3PLs bring their systems to us",
    "Trusted by leading brands",
  ])("flags %j", (heading) => {
    expect(heading).toMatch(clientClaim);
  });

  it.each([
    "Healthcare software built for clinical safety and assurance",
    "Where Node.js shines, and where it does not",
  ])("lets %j through", (heading) => {
    expect(heading).not.toMatch(clientClaim);
  });
});
