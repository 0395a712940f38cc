import { describe, expect, it } from "vitest";
import { notFoundContent } from "@/content/pages";
import { allPages } from "@/content/registry";
import { ui } from "@/content/ui";
import type { Family } from "@/content/registry";
import {
  acronymsIn,
  clientClaim,
  countMoves,
  formatMoveFailure,
  formatMoveTable,
  findAphorismOpening,
  findBrandPivots,
  findEndsWithout,
  findHouseStyleSlips,
  findTaglineRestated,
  hasFiniteVerb,
  headingsClaimingClients,
  headingsOf,
  isDoubledServicesHeading,
  listOpenerHeading,
  MOVE_THRESHOLDS,
  moves,
  type MoveId,
  type PageText,
} from "@/scripts/lib/copy-checks";

const copy: PageText[] = [
  ...allPages.map((page) => ({ page: page.path, family: page.family, value: page.content })),
  { page: "(not found)", value: notFoundContent },
  { page: "(interface text)", value: ui },
];

const move = (id: MoveId) => moves.find((m) => m.id === id)!;
/** How often a move occurs in one string under the given field. */
const countIn = (id: MoveId, text: string, key = "body") =>
  countMoves([{ page: "/sample", value: { [key]: text } }], [move(id)])[0]!.count;
/** How often a move occurs on one page of a family, summed over its rows. */
const countOn = (id: MoveId, family: Family, value: unknown) =>
  countMoves([{ page: `/${family}/sample`, family, value }], [move(id)]).reduce((n, c) => n + c.count, 0);

describe("rhetorical moves", () => {
  // One test per row, so a failure names the move (and the family, for a per-family limit).
  it.each(
    countMoves(copy).map((counted) => [counted.move.id + (counted.family ? ` (${counted.family})` : ""), counted]),
  )("%s stays at or below its threshold across the site", (_id, counted) => {
    expect(counted.count, formatMoveFailure(counted)).toBeLessThanOrEqual(counted.threshold);
  });

  it("each has exactly one threshold, in MOVE_THRESHOLDS", () => {
    expect(moves.map((m) => m.id).sort()).toEqual(Object.keys(MOVE_THRESHOLDS).sort());
    expect(
      moves.map((m) => m.id),
      "the report lists the rules in MOVE_THRESHOLDS order",
    ).toEqual(Object.keys(MOVE_THRESHOLDS));
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

describe("template shapes (issue 33 §4)", () => {
  const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
  const filler = words(40);

  it("counts a caveat in the last why paragraph only, on technology and industry pages", () => {
    const caveat =
      "Kubernetes ships three releases a year. Without someone to run it, a single app starts better on Cloud Run.";
    expect(countOn("why-caveat-closer", "technologies", { why: [filler, filler, filler, caveat] })).toBe(1);
    expect(
      countOn("why-caveat-closer", "industries", {
        why: [filler, filler, filler, "For a form-driven app, one Flutter codebase costs less."],
      }),
    ).toBe(1);
    expect(countOn("why-caveat-closer", "technologies", { why: [caveat, filler, filler, filler] })).toBe(0);
    expect(countOn("why-caveat-closer", "services", { why: [filler, caveat] })).toBe(0);
    const closing =
      "Re-accommodation logic rebooks travellers when a flight is cancelled, and each decision is logged.";
    expect(countOn("why-caveat-closer", "industries", { why: [filler, filler, filler, closing] })).toBe(0);
  });

  it("limits why paragraphs of 53-70 words to 40% of each family's, reported per family", () => {
    const value = { why: [words(53), words(70), words(60), words(52)] };
    const rows = countMoves([{ page: "/technologies/x", family: "technologies", value }], [move("why-length-band")]);
    expect(rows.map((row) => [row.family, row.count, row.threshold])).toEqual([
      ["technologies", 3, 1],
      ["industries", 0, 0],
    ]);
    expect(formatMoveFailure(rows[0]!)).toMatch(
      /^rule ""why" paragraph of 53-70 words \(technologies\)" allows 1 in technologies \(40% of 4\) and found 3:/,
    );
    expect(countOn("why-length-band", "technologies", { why: [words(52), words(71)] })).toBe(0);
  });

  it("flags the agency named in the third person on an industry page that says we", () => {
    expect(
      countOn("brand-third-person", "industries", { why: ["Lumora builds the missing modules. We test each one."] }),
    ).toBe(1);
    expect(
      countOn("brand-third-person", "industries", {
        why: ["Clinical leads are the first people the Lumora team asks to meet, and our engineers follow."],
      }),
    ).toBe(1);
    expect(
      countOn("brand-third-person", "industries", { why: ["We build the missing modules and test each one."] }),
    ).toBe(0);
    expect(countOn("brand-third-person", "technologies", { why: ["Lumora builds modules. We test them."] })).toBe(0);
    for (const provider of [
      "Every field app we build at Lumora saves records on the device first.",
      "Ask Lumora for a logistics estimate and we first request sample files.",
      "Our engineers at Lumora test against charge points from several manufacturers.",
      "If your network mixes charge point makes, mention it when you first talk to Lumora, and we test each one.",
      "Your control estate stays as it stands when you hire Lumora: we read from it.",
      "You will hear from Lumora within a day, and we send sample files.",
    ]) {
      expect(countOn("brand-third-person", "industries", { why: [provider] }), provider).toBe(0);
    }
  });

  it("flags the agency's name as a product label on an industry page that says we", () => {
    for (const placement of [
      "Field apps built with Lumora save records on the device first, and we sync them.",
      "Players commissioned from Lumora run on Shaka Player, and we test them.",
      "A feed integration from Lumora maps every listing, and we test the mapping.",
      "For sellers, a booking flow built by Lumora puts offers in one response, and we test it.",
      "Work with Lumora on a charging platform includes conformance runs, and we run them.",
    ]) {
      expect(countOn("brand-third-person", "industries", { why: [placement] }), placement).toBe(1);
    }
    const provider = "Sellers who come to Lumora for a booking flow get one shopping response, and we test it.";
    expect(countOn("brand-third-person", "industries", { why: [provider] })).toBe(0);
  });

  it("allows at most two taglines with four commas or more in each family", () => {
    const list =
      "Smart metering, OCPP charging, grid flexibility and carbon accounting for utilities, operators and teams, with every number traceable.";
    const verb =
      "Every number on a carbon report traces back to the meter read, charging session or invoice behind it.";
    expect(countOn("tagline-comma-list", "industries", { tagline: list })).toBe(1);
    expect(countOn("tagline-comma-list", "case-studies", { heroTagline: list })).toBe(1);
    expect(countOn("tagline-comma-list", "industries", { tagline: verb })).toBe(0);
    expect(countOn("tagline-comma-list", "industries", { why: [list] })).toBe(0);
    const pages = (family: Family, n: number): PageText[] =>
      Array.from({ length: n }, (_, i) => ({ page: `/${family}/p${i}`, family, value: { tagline: list } }));
    const rows = countMoves([...pages("industries", 3), ...pages("technologies", 2)], [move("tagline-comma-list")]);
    expect(rows.map((row) => [row.family, row.count, row.threshold])).toEqual([
      ["services", 0, 2],
      ["technologies", 2, 2],
      ["industries", 3, 2],
      ["case-studies", 0, 2],
    ]);
    expect(formatMoveFailure(rows[2]!)).toMatch(/allows 2 in industries and found 3:/);
  });

  it("flags a technology tagline over 28 words and passes one verb-led idea", () => {
    const inventory =
      "Flutter apps for iOS and Android from one Dart codebase, with pixel-level control over the interface, one clear state-management approach, type-safe platform channels for native features and release pipelines for both stores.";
    const idea =
      "One Dart codebase draws the same brand-led interface on iPhone and Android, with native code where a feature needs it.";
    expect(countOn("tech-tagline-length", "technologies", { tagline: inventory })).toBe(1);
    expect(countOn("tech-tagline-length", "technologies", { tagline: idea })).toBe(0);
    expect(countOn("tech-tagline-length", "industries", { tagline: inventory })).toBe(0);
    expect(countOn("tech-tagline-length", "technologies", { why: [inventory] })).toBe(0);
  });

  it("allows at most three why headings opening Why, When or Where in each family", () => {
    for (const heading of [
      "Why Go suits services a small team has to operate",
      "When Angular is the right call for enterprise front ends",
      "Where TensorFlow remains the pragmatic choice",
    ]) {
      expect(countOn("why-heading-opener", "technologies", { whyHeading: heading }), heading).toBe(1);
    }
    for (const heading of [
      "Strong on data and containers, lighter on enterprise breadth",
      "Small binaries and plain code that a small team can run",
      "Somewhere between a library and a framework",
    ]) {
      expect(countOn("why-heading-opener", "technologies", { whyHeading: heading }), heading).toBe(0);
    }
    expect(countOn("why-heading-opener", "technologies", { heroTitle: "Why Go" })).toBe(0);
    const pages = (family: Family, n: number): PageText[] =>
      Array.from({ length: n }, (_, i) => ({
        page: `/${family}/p${i}`,
        family,
        value: { whyHeading: "Why this stack works" },
      }));
    const rows = countMoves([...pages("technologies", 4), ...pages("industries", 3)], [move("why-heading-opener")]);
    expect(rows.map((row) => [row.family, row.count, row.threshold])).toEqual([
      ["technologies", 4, 3],
      ["industries", 3, 3],
    ]);
  });

  it("allows at most three sentences naming the agency in how an engagement begins, per family", () => {
    for (const start of [
      "Signal at the field edge is the first thing you will discuss with Lumora: a spraying window can close.",
      "Mixed makes? Mention them when you first talk to Lumora, and we test each one.",
      "You start by sending Lumora real samples from each listing feed.",
      "Ask Lumora for an estimate and the first request comes back to you.",
    ]) {
      expect(countOn("brand-engagement-start", "industries", { why: [start] }), start).toBe(1);
    }
    for (const role of [
      "Drilling and harvest weeks go into your contract with Lumora as release freezes.",
      "The engineers at Lumora who write the integration give each model its own conformance run.",
      "We start from your samples. Those records stay there when your contract with Lumora ends.",
    ]) {
      expect(countOn("brand-engagement-start", "industries", { why: [role] }), role).toBe(0);
    }
    const start = "You start by sending Lumora real samples from each listing feed.";
    const pages = Array.from({ length: 4 }, (_, i) => ({
      page: `/industries/p${i}`,
      family: "industries" as const,
      value: { why: [start] },
    }));
    const rows = countMoves(pages, [move("brand-engagement-start")]);
    expect(rows.map((row) => [row.family, row.count, row.threshold])).toEqual([
      ["technologies", 0, 3],
      ["industries", 4, 3],
    ]);
  });

  it('allows at most two why headings of the "<X> software built for …" shape per family', () => {
    for (const heading of [
      "Financial software built with the regulator in the room",
      "Logistics software designed from the dock door and the exceptions outward",
      "Agritech built around seasons, soils and supply chains",
    ]) {
      expect(countOn("why-heading-software-built", "industries", { whyHeading: heading }), heading).toBe(1);
    }
    expect(
      countOn("why-heading-software-built", "industries", {
        whyHeading: "Payment, onboarding and resilience work a supervisor can inspect",
      }),
    ).toBe(0);
    expect(
      countOn("why-heading-software-built", "industries", { why: ["Financial software built with the regulator."] }),
    ).toBe(0);
  });

  it("flags a regulation-watch bullet on industry pages", () => {
    for (const bullet of [
      "Regulatory change tracked each quarter against your product roadmap",
      "Tracking upcoming payments regulation with your compliance team",
      "Legislative updates summarised for your board every month",
      "Draft payments legislation assessed for its effect on your consent flows",
    ]) {
      expect(countOn("regulation-watch-bullet", "industries", { howWeKeepYouAhead: [bullet] }), bullet).toBe(1);
    }
    const profiles = "Changes to the FHIR profiles you depend on reviewed before they reach your integrations";
    expect(countOn("regulation-watch-bullet", "industries", { howWeKeepYouAhead: [profiles] })).toBe(0);
    expect(countOn("regulation-watch-bullet", "industries", { why: ["We track regulatory change with you."] })).toBe(0);
  });

  it("counts distinct acronyms, leaving out the allow-list, .NET and Roman numerals", () => {
    expect(acronymsIn("GDPR and HL7 under ISO 27001, CRMs, JSON-LD, CI/CD, e-CMR, ERC-721 and GDPR again")).toEqual([
      "GDPR",
      "HL7",
      "ISO",
      "CRM",
      "JSON-LD",
      "CI/CD",
      "CMR",
      "ERC",
    ]);
    expect(acronymsIn("UK, EU and US teams on iOS and SaaS, AI and API work, A/B tests, .NET 8, Phase II")).toEqual([]);
    const dense = "We map HL7, FHIR, GDPR, HIPAA, NHS, DCB0129 and EHR duties.";
    expect(countOn("acronym-density", "industries", { why: [dense] })).toBe(1);
    expect(
      countOn("acronym-density", "industries", {
        why: ["We map HL7, FHIR, GDPR, HIPAA, NHS and EHR duties for UK, EU and US teams."],
      }),
    ).toBe(0);
  });

  it("flags a service tagline with no finite verb and passes one with a clause", () => {
    const verbless =
      "Search, paid media, social, content and email planned as one programme and judged by pipeline and revenue.";
    expect(countOn("verbless-tagline", "services", { tagline: verbless })).toBe(1);
    expect(hasFiniteVerb("Logos sketched by hand and delivered with every file a printer needs to reproduce it.")).toBe(
      false,
    );
    for (const tagline of [
      "We design, build and run web apps for product teams.",
      "Assistants that answer from your own content, with a person on hand.",
      "Brand systems your team can reuse for years.",
      "Search programmes where your team owns every keyword and it shows in the pipeline.",
      "Technical SEO from people who also build websites.",
    ]) {
      expect(countOn("verbless-tagline", "services", { tagline }), tagline).toBe(0);
    }
    expect(countOn("verbless-tagline", "services", { intro: [verbless] })).toBe(0);
  });

  it("flags a service card opening on a short verbless fragment followed by We", () => {
    const card = (description: string) => ({ cards: [{ title: "Card", description }] });
    expect(
      countOn(
        "fragment-then-we",
        "services",
        card("Custom sites designed from your positioning outwards. We shape page templates for every service."),
      ),
    ).toBe(1);
    expect(
      countOn(
        "fragment-then-we",
        "services",
        card("Every template is given a page-weight budget. We serve modern image formats."),
      ),
    ).toBe(0);
    expect(
      countOn(
        "fragment-then-we",
        "services",
        card("Custom sites designed from your positioning outwards. Templates follow the brand."),
      ),
    ).toBe(0);
    expect(
      countOn("fragment-then-we", "services", {
        meta: { description: "Custom sites from your positioning. We shape them." },
      }),
    ).toBe(0);
  });

  it('counts "A, B or C" lists of names and reports them per family', () => {
    expect(countIn("abc-list", "They integrate with Zendesk, Freshdesk, Intercom or Salesforce Service Cloud.")).toBe(
      1,
    );
    expect(countIn("abc-list", "Assets ship as GA4, PostHog or VWO.")).toBe(1);
    expect(
      countIn("abc-list", "They integrate with Zendesk and Intercom, or with a help desk on web, iOS or Android."),
    ).toBe(0);
    const table = formatMoveTable(
      countMoves(
        [
          { page: "/services/a", family: "services", value: { body: "On AWS, Azure or Google Cloud." } },
          { page: "/industries/b", family: "industries", value: { body: "In UK, EU or US regions." } },
        ],
        [move("abc-list")],
      ),
    );
    expect(table).toContain("by family: services 1, industries 1");
  });

  it('flags a "<plural> services" card heading or other heading', () => {
    expect(
      countOn("generated-services-heading", "services", { label: "Chatbots", cardsHeading: "Chatbots services" }),
    ).toBe(1);
    expect(
      countOn("generated-services-heading", "services", { label: "Chatbots", cardsHeading: "Chatbots we build" }),
    ).toBe(0);
    expect(
      countOn("generated-services-heading", "services", { label: "Web Design", heroTitle: "Mobile Apps services" }),
    ).toBe(1);
    expect(countOn("generated-services-heading", "services", { label: "Web Design" })).toBe(0);
    expect(isDoubledServicesHeading("Hosting & Support services")).toBe(false);
    expect(isDoubledServicesHeading("Logistics services")).toBe(false);
    expect(isDoubledServicesHeading("Managed services services")).toBe(true);
  });

  it('counts a page that makes the "within 24 hours" promise more than once', () => {
    const twice = { lead: "We reply within 24 hours.", faq: [{ answer: "A senior person answers within 24 hours." }] };
    const [counted] = countMoves([{ page: "/", value: twice }], [move("repeated-promise")]);
    expect(counted!.count).toBe(1);
    expect(formatMoveFailure({ ...counted!, threshold: 0 })).toContain(
      '  - /: "We reply within 24 hours." / "A senior person answers within 24 hours."',
    );
    expect(
      countMoves([{ page: "/", value: { lead: "We reply within 24 hours." } }], [move("repeated-promise")])[0]!.count,
    ).toBe(0);
  });

  it("flags a case-study result figure restated word for word in its achievements", () => {
    const study = (achievement: string) => ({
      results: [
        { value: "95%", label: "Learner retention" },
        { value: "5", label: "Countries" },
      ],
      businessAchievements: [achievement],
      technicalAchievements: [],
    });
    expect(countOn("results-restated", "case-studies", study("95% learner retention on the platform"))).toBe(1);
    expect(
      countOn("results-restated", "case-studies", study("Learners stayed on the platform across 5 countries")),
    ).toBe(0);
    expect(countOn("results-restated", "case-studies", study("Video uptime held at 99.95% through term"))).toBe(0);
  });

  describe("issue 40 shapes, allowed on a third of a family's pages", () => {
    const family = (n: number, value: (i: number) => unknown) =>
      Array.from({ length: n }, (_, i) => ({
        page: `/industries/p${i}`,
        family: "industries" as const,
        value: value(i),
      }));

    it('counts pages using "before", not occurrences, against a third of the family (at least one)', () => {
      const pages = family(9, (i) => ({ why: [i < 4 ? "Tested before launch and before each release." : "Tested."] }));
      const [row] = countMoves(pages, [move("word-before")]).filter((r) => r.family === "industries");
      expect([row!.count, row!.threshold]).toEqual([4, 3]);
      expect(row!.examples).toHaveLength(8);
      expect(formatMoveFailure(row!)).toContain("allows 3 pages in industries (a third of 9) and found 4:");
      const pair = countMoves(
        [{ page: "/case-studies/a", family: "case-studies", value: { challenge: "Every row counts." } }],
        [move("word-every")],
      ).find((r) => r.family === "case-studies");
      expect([pair!.count, pair!.threshold]).toEqual([1, 1]);
    });

    it("counts every family, the top pages and legal pages included", () => {
      for (const id of ["word-before", "word-every", "which-keeps", "ends-without"]) {
        expect(moves.find((m) => m.id === id)!.families).toEqual([
          "top",
          "services",
          "technologies",
          "industries",
          "case-studies",
        ]);
      }
    });

    it('finds sentences that end on a short "without …" or "with no …" phrase', () => {
      expect(findEndsWithout("Thresholds can change without a release. Each alert stores its reason.")).toEqual([
        "Thresholds can change without a release.",
      ]);
      expect(findEndsWithout("Clinics connected through the standard interface with no custom exports.")).toHaveLength(
        1,
      );
      expect(findEndsWithout("Nothing flows back in without review, and the engineers approve each change.")).toEqual(
        [],
      );
      expect(
        findEndsWithout("A release lands without notice on a phone in a field somewhere far from any mast."),
      ).toEqual([]);
    });

    it('flags ", which keeps" on any family\'s pages', () => {
      const lead = (text: string) => ({ lead: text });
      expect(
        countOn("which-keeps", "services", lead("Capacity is released afterwards, which keeps idle machines few.")),
      ).toBe(1);
      expect(countOn("which-keeps", "case-studies", lead("A cache which keeps answers warm."))).toBe(0);
    });

    it("flags a why heading that opens on a list of three", () => {
      expect(listOpenerHeading.test("Partner messages, dock slots and routes tested against real exceptions")).toBe(
        true,
      );
      expect(listOpenerHeading.test("Payment, onboarding and resilience work a supervisor can inspect")).toBe(true);
      expect(listOpenerHeading.test("Built to the grid's rules and the auditor's questions")).toBe(false);
      expect(
        listOpenerHeading.test("From portal feeds to the Renters' Rights Act and the buildings behind listings"),
      ).toBe(false);
    });

    it("flags a tagline whose content words reappear in one body sentence", () => {
      const page = (why: string) => ({
        page: "/industries/x",
        value: {
          tagline: "Out in the field, your records, scouting notes and photos are saved on the phone first.",
          why: ["A spraying window can close within days.", why],
        },
      });
      expect(
        findTaglineRestated(page("The apps save records, scouting notes and photos on the device first.")),
      ).toHaveLength(1);
      expect(findTaglineRestated(page("Imagery pipelines mask clouds and compute vegetation indices."))).toEqual([]);
    });
  });
});
