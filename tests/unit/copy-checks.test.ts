import { describe, expect, it } from "vitest";
import { notFoundContent } from "@/content/pages";
import { allPages } from "@/content/registry";
import { ui } from "@/content/ui";
import {
  clientClaim,
  countMoves,
  formatMoveFailure,
  findAphorismOpening,
  findBrandPivots,
  findHouseStyleSlips,
  headingsClaimingClients,
  headingsOf,
  MOVE_THRESHOLDS,
  moves,
  type MoveId,
  type PageText,
} from "@/scripts/lib/copy-checks";

const copy: PageText[] = [
  ...allPages.map((page) => ({ page: page.path, value: page.content })),
  { page: "(not found)", value: notFoundContent },
  { page: "(interface text)", value: ui },
];

const move = (id: MoveId) => moves.find((m) => m.id === id)!;
/** How often a move occurs in one string under the given field. */
const countIn = (id: MoveId, text: string, key = "body") =>
  countMoves([{ page: "/sample", value: { [key]: text } }], [move(id)])[0]!.count;

describe("rhetorical moves", () => {
  it("stay at or below their thresholds across the site", () => {
    for (const counted of countMoves(copy)) {
      expect(counted.count, formatMoveFailure(counted)).toBeLessThanOrEqual(counted.threshold);
    }
  });

  it("each has exactly one threshold, in MOVE_THRESHOLDS", () => {
    expect(moves.map((m) => m.id).sort()).toEqual(Object.keys(MOVE_THRESHOLDS).sort());
  });

  it("report the pages they occur on and fail the count above the threshold", () => {
    const sample: PageText[] = [
      { page: "/a", value: { why: ["We actually ship. It actually works."] } },
      { page: "/b", value: { why: ["Nothing here."] } },
      { page: "/c", value: { why: ["Actually, yes."] } },
    ];
    const [actually] = countMoves(sample, [move("actually")]);
    expect(actually).toMatchObject({ count: 3, pages: ["/a", "/c"] });
  });

  it("name the rule and each offending phrase with its page when they fail", () => {
    const long = `${"word ".repeat(75).trim()}.`;
    const [counted] = countMoves([{ page: "/technologies/svelte", value: { why: [long] } }], [move("long-paragraph")]);
    const message = formatMoveFailure(counted!);
    expect(message).toMatch(/^rule "paragraph over 70 words" allows 0 site-wide and found 1:/);
    expect(message).toContain(`  - /technologies/svelte: ${long}`);
    const [actually] = countMoves(
      [{ page: "/a", value: { why: ["It ships. We actually test it."] } }],
      [move("actually")],
    );
    expect(formatMoveFailure(actually!)).toContain('  - /a: "We actually test it." (actually)');
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
});

describe("brand pivot", () => {
  it.each([
    "Logistics software fails at the edges. Lumora starts there.",
    "One line may mix new drives with old PLCs. Lumora respects that.",
    "A hotel stack is rarely one system. Lumora works inside that reality.",
    "Media products are judged in seconds. Lumora engineers for those moments.",
    "Travel runs on old and new standards. Lumora works across both worlds.",
    "Energy data arrives fast. Lumora builds the pipelines behind this: meters, rules and stores.",
    "Regulators watch every sprint. Lumora plans for that from the first week: we ask which permissions you hold.",
    "Most teams hold spatial data in silos. That is where Lumora comes in.",
    "Spreadsheets pile up. Lumora turns that into a shared spatial platform.",
  ])("catches %j", (text) => {
    expect(findBrandPivots(text)).toHaveLength(1);
  });

  it.each([
    "Lumora is a team of product designers, software engineers, data specialists and marketers.",
    "We walk the process with your planners before drawing any architecture. That is where we start.",
    "Health data is special-category data. Lumora maps every field to a lawful basis, a retention period and the system of record that holds it.",
    "Factories run on old equipment. Our engineers spend time with production and maintenance teams first.",
  ])("lets %j through", (text) => {
    expect(findBrandPivots(text)).toEqual([]);
  });
});

describe('"may fit better" alternative', () => {
  it.each([
    "If your estate is built on Microsoft licensing, Azure may fit better.",
    "For simple form-driven apps, Flutter or React Native may deliver more for the same budget.",
    "Without a .NET footprint, AWS or Google Cloud may suit you better.",
    "For a small team, Cloud Run will often deliver more for less.",
    "For tabular data, gradient-boosted trees will probably beat a neural network.",
    "A managed queue may be a better fit.",
  ])("catches %j", (text) => {
    expect(countIn("may-fit-better", text)).toBe(1);
  });

  it.each([
    "For tabular data we start with LightGBM, because it trains in minutes on a laptop.",
    "A managed queue is the better fit when traffic is bursty and a message may wait.",
    "We may deliver in phases.",
  ])("lets %j through", (text) => {
    expect(countIn("may-fit-better", text)).toBe(0);
  });
});

describe("other stamped moves", () => {
  it.each<[MoveId, string]>([
    ["so-benefit", "We write the tests first, so releases stay calm."],
    ["so-benefit", "Keys are rotated, so that a leak has a short life."],
    ["from-day-one", "Monitoring is wired in from day one."],
    ["from-day-one", "Accessibility is checked from the first sprint."],
    ["from-day-one", "We plan for it from the start."],
    ["from-day-one", "Security is designed in from the outset."],
    ["knowledge-closer", "We pair with your engineers so the knowledge stays with you."],
    ["knowledge-closer", "Documentation that survives staff turnover."],
    ["knowledge-closer", "Code your people can extend once we step back."],
    ["actually", "What users actually do."],
    ["genuine", "A genuinely hard problem."],
    ["genuine", "A genuine need."],
    ["not-only", "It serves not only web but mobile."],
    ["filler-words", "A seamless, robust experience."],
  ])("%s catches %j", (id, text) => {
    expect(countIn(id, text)).toBeGreaterThan(0);
  });

  it.each<[MoveId, string]>([
    ["so-benefit", "We write the tests first. Releases stay calm as a result."],
    ["so-benefit", "Nothing has failed so far, and so on."],
    ["so-benefit", "The cache holds, so long as the key is stable."],
    ["from-day-one", "From the second release onwards we deploy daily."],
    ["from-day-one", "Day one of the engagement is a workshop."],
    ["knowledge-closer", "We write down each decision and why it was made."],
    ["actually", "The actual figures are in the report."],
    ["genuine", "A real need, met by a tested product."],
    ["not-only", "Only the delivery lead can approve a release."],
    ["filler-words", "A fast, tested experience."],
  ])("%s lets %j through", (id, text) => {
    expect(countIn(id, text)).toBe(0);
  });
});

describe("aphorism opening", () => {
  it.each([
    "Phones are unforgiving. A slow screen or a lost connection shows up at once in reviews and in churn, and the fix is rarely in the code alone.",
    "Serving has changed. Models that once ran behind a Flask endpoint now sit behind a batching server with quantised weights and a queue.",
  ])("catches %j", (text) => {
    expect(findAphorismOpening(text)).toHaveLength(1);
  });

  it.each([
    "Yes. We will sign your NDA, or provide ours, before you share any detail of the product or the market.",
    "Most phone apps lose users in the first week. A slow screen or a lost connection shows up at once in reviews and in churn.",
    "Phones are unforgiving.",
    "Connectivity comes first: gateways read the PLCs, buffer the data when the link drops and forward it when it returns.",
  ])("lets %j through", (text) => {
    expect(findAphorismOpening(text)).toEqual([]);
  });
});

describe("length limits", () => {
  const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");

  it("flag a paragraph over 70 words and let one of 70 through", () => {
    expect(countIn("long-paragraph", words(71))).toBe(1);
    expect(countIn("long-paragraph", words(70))).toBe(0);
  });

  it("flag a hero tagline over 35 words, and only under a tagline field", () => {
    expect(countIn("long-tagline", words(36), "tagline")).toBe(1);
    expect(countIn("long-tagline", words(36), "heroTagline")).toBe(1);
    expect(countIn("long-tagline", words(35), "tagline")).toBe(0);
    expect(countIn("long-tagline", words(36), "body")).toBe(0);
  });
});

describe("house style", () => {
  it.each([
    ["a startup in Berlin", "startup"],
    ["startups and enterprises", "startups"],
    ["hosted on-premise", "on-premise"],
    ["an on-prem cluster", "on-prem"],
    ["the backend team", "backend"],
    ["a React frontend", "frontend"],
    ["we own the back-end.", "the back-end"],
    ["front end developers", "front end "],
    ["the cut-over weekend", "cut-over"],
    ["moving toward offers", "toward"],
    ["an AgriTech client", "AgriTech"],
    ["PropTech portals", "PropTech"],
    ["an EdTech company", "EdTech"],
    ["ecommerce sites", "ecommerce"],
    ["send an e-mail", "e-mail"],
    ["a web site", "web site"],
    ["open source libraries", "open source "],
    ["across timezones", "timezones"],
    ["a formal sign off", "formal sign off"],
    ["we optimize queries", "optimize"],
    ["an organization", "organization"],
    ["takes 2–4 weeks", "2–4"],
  ])("flags %j", (text, slip) => {
    expect(findHouseStyleSlips(text)).toEqual([slip]);
  });

  it.each([
    "a start-up in Berlin, a scale-up in Leeds",
    "hosted on-premises",
    "the back end and the front end",
    "back-end services and front-end code",
    "the cutover weekend, moving towards offers",
    "an agritech, fintech, proptech, health-tech or ed-tech client",
    "e-commerce sites on /services/ecommerce",
    "send an email from the website",
    "open-source libraries and open source as a movement",
    "across time zones, with sign-off from your team",
    "we optimise queries for your organisation",
    "the International Organization for Standardization",
    "takes 2-4 weeks",
    "micro-frontends with Module Federation, backend-for-frontend layers",
    "the App Startup library and startup CPU boost",
  ])("lets %j through", (text) => {
    expect(findHouseStyleSlips(text)).toEqual([]);
  });

  it("ignores URLs, menu group labels and search keywords", () => {
    const value = { group: "Frontend", href: "/services/ecommerce", keywords: ["startup product development"] };
    expect(countMoves([{ page: "/x", value }], [move("house-style")])[0]!.count).toBe(0);
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
    const chatbots = allPages.find((page) => page.path === "/services/chatbots")!;
    const service = chatbots.content as { cardsHeading: string };
    expect(headingsOf(chatbots.content)).toContain(service.cardsHeading);
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
