import { describe, expect, it } from "vitest";
import { countMoves, moves, type MoveId, type PageText } from "@/scripts/lib/copy-checks";
import {
  EACH_PER_PAGE,
  aheadOf,
  findAheadOf,
  findWhileStill,
  whileStill,
  findEachHeavy,
  findGeneralOpening,
  findMixedGrammar,
  findTaglineRestated,
  isHeroFormula,
  isSentenceBullet,
  isTwoSentenceBandCard,
  lintBullet,
  monitoringBullet,
  upgradeBullet,
} from "@/scripts/lib/copy-checks/rules/expertise-shapes";

const move = (id: MoveId) => moves.find((m) => m.id === id)!;
/** One move counted over a family of crafted pages: its count and its threshold. */
const tally = (id: MoveId, family: "services" | "technologies" | "industries" | "case-studies", values: unknown[]) => {
  const pages: PageText[] = values.map((value, i) => ({ page: `/${family}/p${i}`, family, value }));
  const row = countMoves(pages, [move(id)]).find((r) => !r.family || r.family === family);
  return { count: row!.count, threshold: row!.threshold };
};

const twoSentenceCard =
  "Checkout, stock and invoices are designed as one flow around the way your warehouse team picks and packs orders each day. Refunds and partial shipments follow the same rules in the storefront, the finance system and the reports your accountants read at month end.";

describe("expertise-family shapes (issue 40)", () => {
  it("registers every shape with a threshold of a third of the family", () => {
    const ids: MoveId[] = [
      "service-card-two-sentences",
      "service-hero-formula",
      "service-intro-general-opening",
      "service-tagline-restated",
      "tech-tagline-we",
      "keep-ahead-upgrade",
      "keep-ahead-monitoring",
      "keep-ahead-mixed-grammar",
      "keep-ahead-lint",
      "word-each-heavy",
      "word-ahead-of",
    ];
    for (const id of ids) expect(move(id), id).toBeDefined();
  });

  it("counts two-sentence cards of 40-60 words and fails a family made of them", () => {
    expect(isTwoSentenceBandCard(twoSentenceCard)).toBe(true);
    expect(isTwoSentenceBandCard("One short sentence about stock, shipping and invoices, kept together.")).toBe(false);
    expect(isTwoSentenceBandCard(`${twoSentenceCard} A third sentence breaks the mould.`)).toBe(false);
    const cards = (n: number) => ({ cards: Array.from({ length: n }, () => ({ description: twoSentenceCard })) });
    const { count, threshold } = tally("service-card-two-sentences", "services", [cards(6), cards(6), cards(6)]);
    expect(count).toBe(18);
    expect(count).toBeGreaterThan(threshold);
  });

  it("recognises the three hero formulas and passes other titles", () => {
    expect(isHeroFormula("Software built around how you work")).toBe(true);
    expect(isHeroFormula("Web applications designed to keep changing")).toBe(true);
    expect(isHeroFormula("Chatbots that know when to hand over")).toBe(true);
    expect(isHeroFormula("Web portals with live data")).toBe(true);
    expect(isHeroFormula("Practical AI, measured and governed")).toBe(false);
    expect(isHeroFormula("Product design from research to release")).toBe(false);
    expect(isHeroFormula("Speed matters on every page")).toBe(false);
    const titles = ["Logos that work anywhere", "Brands with a system", "SEO built into code", "Plain title here"];
    const { count, threshold } = tally(
      "service-hero-formula",
      "services",
      titles.map((heroTitle) => ({ heroTitle })),
    );
    expect(count).toBe(3);
    expect(count).toBeGreaterThan(threshold);
  });

  it("flags an intro that opens on a general truth, not one that says what the team does", () => {
    expect(findGeneralOpening({ page: "/p", value: { intro: ["A website is a shop window. We build it."] } })).toEqual([
      "A website is a shop window.",
    ]);
    expect(
      findGeneralOpening({ page: "/p", value: { intro: ["Our first week goes on your content. Then…"] } }),
    ).toEqual([]);
  });

  it("flags a tagline the introduction restates, not one it develops", () => {
    const tagline = "Every channel we run has to show its effect on the pipeline in your CRM.";
    const restated = { tagline, intro: ["Each channel shows its effect on the pipeline recorded in your CRM."] };
    const developed = { tagline, intro: ["Attribution starts from closed deals and works back to the first visit."] };
    expect(findTaglineRestated({ page: "/p", value: restated })).toHaveLength(1);
    expect(findTaglineRestated({ page: "/p", value: developed })).toEqual([]);
  });

  it("fails a technology family whose taglines open 'We'", () => {
    const taglines = ["We build things in React for you.", "We write Go services.", "Vue suits teams."];
    const { count, threshold } = tally(
      "tech-tagline-we",
      "technologies",
      taglines.map((tagline) => ({ tagline })),
    );
    expect(count).toBe(2);
    expect(count).toBeGreaterThan(threshold);
  });

  it("finds upgrade and monitoring bullets and fails a family where every page has them", () => {
    expect(upgradeBullet.test("Upgrades to each Go release soon after it ships")).toBe(true);
    expect(upgradeBullet.test("Runtime end-of-support dates tracked well ahead")).toBe(true);
    expect(upgradeBullet.test("Sliced evaluation by segment on every retrain")).toBe(false);
    expect(monitoringBullet.test("Crash dashboards in Crashlytics alert the right people")).toBe(true);
    expect(monitoringBullet.test("Golden tests that catch visual changes in widgets")).toBe(false);
    const hygiene = {
      howWeKeepYouAhead: ["Framework upgrades on a planned schedule", "Error monitoring on every environment"],
    };
    for (const id of ["keep-ahead-upgrade", "keep-ahead-monitoring"] as const) {
      const { count, threshold } = tally(id, "technologies", [hygiene, hygiene, hygiene]);
      expect(count, id).toBe(3);
      expect(count, id).toBeGreaterThan(threshold);
    }
  });

  it("flags a card that switches between noun phrases and sentences", () => {
    const mixed = [
      "Golden tests for widgets",
      "Integration tests on real devices",
      "Base images are rebuilt on a schedule",
      "Hadolint enforces Dockerfile conventions",
    ];
    expect(findMixedGrammar({ page: "/p", value: { howWeKeepYouAhead: mixed } })).toHaveLength(1);
    expect(findMixedGrammar({ page: "/p", value: { howWeKeepYouAhead: mixed.slice(0, 3) } })).toEqual([]);
    // A verb inside a relative or subordinate clause leaves the bullet a noun phrase.
    expect(isSentenceBullet("Nx boundary rules that stop teams creating circular dependencies")).toBe(false);
    expect(isSentenceBullet("A WebAssembly build trialled where the app must also run in a browser")).toBe(false);
    expect(isSentenceBullet("Test suites with a fresh database per run")).toBe(false);
  });

  it("finds lint and strict-typing bullets and fails a family where most pages carry one", () => {
    expect(lintBullet.test("Linting with golangci-lint, staticcheck and go vet enforced on every commit")).toBe(true);
    expect(lintBullet.test("Strict template type checking and strict TypeScript enforced in CI")).toBe(true);
    expect(lintBullet.test("Type hints checked by mypy with django-stubs in continuous integration")).toBe(true);
    expect(lintBullet.test("Hadolint enforces Dockerfile conventions across your repositories")).toBe(true);
    expect(lintBullet.test("Signal Forms trialled on a new form while existing forms stay on Reactive Forms")).toBe(
      false,
    );
    const lint = {
      howWeKeepYouAhead: ["Strict TypeScript and ESLint rules enforced in CI", "Golden tests for widgets"],
    };
    const foresight = { howWeKeepYouAhead: ["Green Tea garbage collector measured on your services"] };
    const { count, threshold } = tally("keep-ahead-lint", "technologies", [lint, lint, foresight]);
    expect(count).toBe(2);
    expect(count).toBeGreaterThan(threshold);
  });

  it(`flags a page using "each" more than ${EACH_PER_PAGE} times, not "each other", and fails a family of them`, () => {
    const sentence = "We review each change, test each build, price each option and document each decision.";
    const heavy = { intro: [sentence], cards: [{ description: "Each release is signed." }] };
    const atCap = { intro: [sentence], cards: [{ description: "Teams check each other's work." }] };
    expect(findEachHeavy({ page: "/p", value: heavy })).toHaveLength(1);
    expect(findEachHeavy({ page: "/p", value: heavy })[0]).toContain('"each" 5 times');
    expect(findEachHeavy({ page: "/p", value: atCap })).toEqual([]);
    // Links and slugs are not prose.
    expect(findEachHeavy({ page: "/p", value: { intro: [sentence], slug: "each-release" } })).toEqual([]);
    const { count, threshold } = tally("word-each-heavy", "services", [heavy, heavy, atCap]);
    expect(count).toBe(2);
    expect(count).toBeGreaterThan(threshold);
  });

  it('counts pages using "ahead of" for "before", not "ahead of time", and fails a family of them', () => {
    expect(aheadOf.test("Copy and audiences are tested ahead of any rise in spend.")).toBe(true);
    expect(aheadOf.test("Impeller compiles shaders ahead of time.")).toBe(false);
    const page = { why: ["Load tests run ahead of launch.", "Backups are restored ahead of each release."] };
    expect(findAheadOf({ page: "/p", value: page })).toHaveLength(2);
    const plain = { why: ["Load tests run in the weeks up to launch."] };
    const { count, threshold } = tally("word-ahead-of", "technologies", [page, page, plain]);
    // Pages, not occurrences: two pages, at most one of three.
    expect(count).toBe(2);
    expect(count).toBeGreaterThan(threshold);
  });

  it('counts pages using "while … still" for "before", and fails a family of them', () => {
    expect(whileStill.test("We model consent while the pathway is still a diagram.")).toBe(true);
    expect(whileStill.test("While the bid is open, the design is still ours to change.")).toBe(true);
    expect(whileStill.test("The team works while you sleep. It is still a small team.")).toBe(false);
    expect(whileStill.test("Patients keep their place in the queue while a clinician is busy.")).toBe(false);
    const page = { why: ["Load is tested while the design is still on paper."] };
    expect(findWhileStill({ page: "/p", value: page })).toHaveLength(1);
    const plain = { why: ["Load is tested on the design on paper."] };
    const { count, threshold } = tally("while-still", "industries", [page, page, plain]);
    expect(count).toBe(2);
    expect(count).toBeGreaterThan(threshold);
  });
});
