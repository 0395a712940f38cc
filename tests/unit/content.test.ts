import { replyPromiseTexts } from "@/content/live/reply-promise";
import { describe, expect, it } from "vitest";
import { allPages, pageAt, pagesOfKind } from "@/content/registry";
import { site } from "@/content/site";
import { ui } from "@/content/ui";
import { collectStrings, findSharedSentences } from "@/scripts/lib/shared-sentences";

const NINE_CARD_SERVICES = ["web-design", "web-apps", "mobile-apps", "ecommerce"];

const services = pagesOfKind("service");
const technologies = pagesOfKind("technology");
const industries = pagesOfKind("industry");
const slugOf = (page: { path: string }) => page.path.split("/").pop()!;
const homeContent = pageAt("/", "home").content;
const aboutContent = pageAt("/about", "about").content;
const legalPages = pagesOfKind("legal");
const caseStudy = (slug: string) => pageAt(`/case-studies/${slug}`, "case-study").content;

describe("service pages", () => {
  it("have 9 cards on the four core pages and 6 elsewhere, with 3 intro paragraphs", () => {
    for (const { content: page, path } of services) {
      const slug = slugOf({ path });
      expect(page.cards, slug).toHaveLength(NINE_CARD_SERVICES.includes(slug) ? 9 : 6);
      expect(page.intro, slug).toHaveLength(3);
      for (const card of page.cards) expect(card.title.trim() && card.description.trim(), slug).toBeTruthy();
    }
  });

  it("follow the spec's card topics in order", () => {
    const topics: Record<string, RegExp[]> = {
      "digital-marketing": [
        /seo|search/i,
        /pay-per-click|ppc/i,
        /social/i,
        /content/i,
        /email/i,
        /analytics|reporting/i,
      ],
      "hosting-support": [/cloud hosting/i, /24\/7/i, /security/i, /performance/i, /backup|disaster/i, /migration/i],
      chatbots: [/support/i, /sales|lead/i, /commerce/i, /internal|workflow/i, /multi-?lingual|language/i, /voice/i],
      "blockchain-nft": [/smart contract/i, /nft/i, /defi/i, /tokeni[sz]ation/i, /dao/i, /integration/i],
      seo: [/keyword/i, /on-page/i, /technical/i, /content/i, /link/i, /analytics|reporting/i],
    };
    for (const [slug, patterns] of Object.entries(topics)) {
      const titles = pageAt(`/services/${slug}`, "service").content.cards.map((c) => c.title);
      patterns.forEach((pattern, i) => expect(titles[i], `${slug} card ${i + 1}`).toMatch(pattern));
    }
  });
});

describe("technology and industry pages", () => {
  it("have four paragraphs and three cards of exactly eight bullets", () => {
    for (const { content: page, path: slug } of [...technologies, ...industries]) {
      expect(page.why, slug).toHaveLength(4);
      for (const key of ["thingsWeBuild", "challengesWeSolve", "howWeKeepYouAhead"] as const) {
        expect(page[key], `${slug} ${key}`).toHaveLength(8);
      }
    }
  });

  it("name the agency as a provider on every industry page, in prose on no more than a third of them", () => {
    // The specification asks the body text to name the agency; the eyebrow over the "why" paragraphs does so on
    // every page, and prose names it only where the name reads naturally (a contract, a vendor rule).
    expect(ui.expertise.whyEyebrow.industries).toContain(site.name);
    const namedInProse = industries.filter(({ content: page }) => collectStrings(page).join(" ").includes(site.name));
    expect(namedInProse.length).toBeGreaterThan(0);
    expect(namedInProse.length).toBeLessThanOrEqual(Math.floor(industries.length / 3));
  });

  it("carry the spec's React and healthcare metadata", () => {
    expect(pageAt("/technologies/react", "technology").meta.title).toBe("React Development Services");
    const healthcare = pageAt("/industries/healthcare", "industry").meta;
    expect(healthcare.title).toBe("Healthcare Technology Solutions");
    expect(healthcare.keywords).toEqual([
      "healthcare technology",
      "medical software",
      "healthcare apps",
      "telemedicine",
      "health informatics",
      "HIPAA compliance",
    ]);
  });
});

describe("case studies", () => {
  it("state every figure of the spec", () => {
    const text = (slug: string) => collectStrings(caseStudy(slug)).join(" ");
    for (const figure of ["8 weeks", "6 specialists", "€2M", "20,000+", "500+", "3 countries", "98.5%", "1000+"]) {
      expect(text("healthcare-saas"), figure).toContain(figure);
    }
    for (const figure of [
      "12 weeks",
      "8 specialists",
      "50,000+",
      "95%",
      "5",
      "10,000+",
      "89%",
      "Ministry of Education",
    ]) {
      expect(text("elearning-platform"), figure).toContain(figure);
    }
    expect(caseStudy("elearning-platform").keyFeatures).toHaveLength(6);
    expect(caseStudy("healthcare-saas").keyFeatures).toBeUndefined();
  });
});

describe("home, about and legal content", () => {
  it("has ten FAQ items with the spec's timelines and promises", () => {
    expect(homeContent.faq.items).toHaveLength(10);
    const answers = homeContent.faq.items.map((i) => i.answer).join(" ");
    for (const phrase of ["one to two weeks", "2-4 weeks", "6-12 weeks", "3-6 months"])
      expect(answers).toContain(phrase);
    // The spec's reply time has one home, which the running server's settings choose (content/live/reply-promise.ts).
    expect(answers).not.toMatch(/24 hours/);
    expect(replyPromiseTexts(true)["reply.card"]).toBe("Within 24 hours");
  });

  it("titles the home page's three cards in the same case as the expertise cards", () => {
    const titleCase = (title: string) => title.split(" ").every((word) => /^[A-Z]/.test(word));
    expect(Object.values(ui.expertise.cards).every(titleCase)).toBe(true);
    expect(homeContent.intro.cards.map((card) => card.title).filter((title) => !titleCase(title))).toEqual([]);
  });

  it("has the about page's figures, values and steps", () => {
    expect(aboutContent.stats.map((s) => s.value)).toEqual(["60+", "10+", "40+", "20+", "5+", "24/7"]);
    expect(aboutContent.values.map((v) => v.title)).toEqual([
      "Client-Centric Approach",
      "Innovation and Excellence",
      "Fostered Partnerships",
      "Quality and Reliability",
    ]);
    expect(aboutContent.process.map((s) => `${s.number} ${s.title}`)).toEqual([
      "01 Discovery & Strategy",
      "02 Design & Prototyping",
      "03 Development & Testing",
      "04 Launch & Support",
    ]);
  });

  it("has seven sections on every legal page", () => {
    expect(legalPages.map((page) => page.path)).toEqual(["/terms", "/privacy", "/cookies", "/accessibility"]);
    for (const { content, path } of legalPages) expect(content.sections, path).toHaveLength(7);
    const accessibility = collectStrings(pageAt("/accessibility", "legal").content).join(" ");
    expect(accessibility).toContain("WCAG 2.2");
    expect(accessibility).toContain("2 business days");
  });

  it("name the controller, the governing law and the data protection law", () => {
    const text = (path: string) => collectStrings(pageAt(path, "legal").content).join(" ");
    const privacy = text("/privacy");
    for (const fact of [site.legal.entity, "Personal Data Protection Law", "standard contractual clauses"])
      expect(privacy, fact).toContain(fact);
    expect(text("/terms")).toContain(site.legal.governingLaw.law);
    expect(text("/accessibility")).toMatch(/No screen-reader pass has yet covered this site's three key journeys/);
  });

  it("agree on intellectual property between the FAQ and the terms", () => {
    const faq = homeContent.faq.items.map((i) => i.answer).join(" ");
    const terms = collectStrings(pageAt("/terms", "legal").content).join(" ");
    expect(faq).toMatch(/bespoke/);
    expect(faq).toMatch(/licence/);
    expect(terms).toMatch(/bespoke deliverables/);
    expect(terms).toMatch(/pre-existing|before the project/);
  });
});

describe("every page", () => {
  const metas = allPages.map((page) => [page.path, page.meta] as const);

  // The title template appends " | Lumora" (9 characters), so a title of 51 keeps the full one at 60.
  // The two specification titles are kept exactly as written.
  const SPEC_TITLES = ["React Development Services", "Healthcare Technology Solutions"];

  it("has a title of at most 51 and a description of 120 to 160 characters", () => {
    for (const [path, meta] of metas) {
      expect(meta.title.length, path).toBeLessThanOrEqual(SPEC_TITLES.includes(meta.title) ? 60 : 51);
      expect(meta.description.length, path).toBeGreaterThanOrEqual(120);
      expect(meta.description.length, path).toBeLessThanOrEqual(160);
    }
  });

  it("has a unique title and description", () => {
    expect(new Set(metas.map(([, m]) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map(([, m]) => m.description)).size).toBe(metas.length);
  });

  it("shares no sentence of eight or more words with another page", () => {
    const shared = findSharedSentences(allPages.map((page) => ({ page: page.path, value: page.content })));
    expect(shared).toEqual([]);
  });

  it("uses no placeholder text", () => {
    const text = collectStrings(allPages.map((page) => page.content)).join(" ");
    expect(text).not.toMatch(/lorem ipsum|TODO|TBD|placeholder/i);
  });
});
