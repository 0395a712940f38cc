import { describe, expect, it } from "vitest";
import { caseStudies } from "@/content/case-studies";
import { industryPages } from "@/content/industries";
import { aboutContent, articlesContent, contactContent, homeContent, legalPages } from "@/content/pages";
import { servicePages } from "@/content/services";
import { site } from "@/content/site";
import { technologyPages } from "@/content/technologies";
import { collectStrings, findSharedSentences } from "@/lib/shared-sentences";

const NINE_CARD_SERVICES = ["web-design", "web-apps", "mobile-apps", "ecommerce"];

const allPages = {
  ...Object.fromEntries([...servicePages].map(([slug, page]) => [`/services/${slug}`, page])),
  ...Object.fromEntries([...technologyPages].map(([slug, page]) => [`/technologies/${slug}`, page])),
  ...Object.fromEntries([...industryPages].map(([slug, page]) => [`/industries/${slug}`, page])),
  ...Object.fromEntries([...caseStudies].map(([slug, page]) => [`/case-studies/${slug}`, page])),
  "/": homeContent,
  "/about": aboutContent,
  "/contact": contactContent,
  "/articles": articlesContent,
  ...Object.fromEntries(Object.entries(legalPages).map(([slug, page]) => [`/${slug}`, page])),
};

describe("service pages", () => {
  it("have 9 cards on the four core pages and 6 elsewhere, with 3 intro paragraphs", () => {
    expect(servicePages.size).toBe(20);
    for (const [slug, page] of servicePages) {
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
      const titles = servicePages.get(slug)!.cards.map((c) => c.title);
      patterns.forEach((pattern, i) => expect(titles[i], `${slug} card ${i + 1}`).toMatch(pattern));
    }
  });
});

describe("technology and industry pages", () => {
  it("have four paragraphs and three cards of exactly eight bullets", () => {
    expect(technologyPages.size).toBe(20);
    expect(industryPages.size).toBe(13);
    for (const [slug, page] of [...technologyPages, ...industryPages]) {
      expect(page.why, slug).toHaveLength(4);
      for (const key of ["thingsWeBuild", "challengesWeSolve", "howWeKeepYouAhead"] as const) {
        expect(page[key], `${slug} ${key}`).toHaveLength(8);
      }
    }
  });

  it("name the agency on every industry page", () => {
    for (const [slug, page] of industryPages) {
      expect(collectStrings(page.why).join(" "), slug).toContain(site.name);
    }
  });

  it("carry the spec's React and healthcare metadata", () => {
    expect(technologyPages.get("react")!.meta.title).toBe("React Development Services");
    const healthcare = industryPages.get("healthcare")!.meta;
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
    const text = (slug: string) => collectStrings(caseStudies.get(slug)).join(" ");
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
    expect(caseStudies.get("elearning-platform")!.keyFeatures).toHaveLength(6);
    expect(caseStudies.get("healthcare-saas")!.keyFeatures).toBeUndefined();
  });
});

describe("home, about and legal content", () => {
  it("has ten FAQ items with the spec's timelines and promises", () => {
    expect(homeContent.faq.items).toHaveLength(10);
    const answers = homeContent.faq.items.map((i) => i.answer).join(" ");
    for (const phrase of ["one to two weeks", "2-4 weeks", "6-12 weeks", "3-6 months", "24 hours"])
      expect(answers).toContain(phrase);
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
    for (const [slug, page] of Object.entries(legalPages)) expect(page.sections, slug).toHaveLength(7);
    const accessibility = collectStrings(legalPages.accessibility).join(" ");
    expect(accessibility).toContain("WCAG 2.1");
    expect(accessibility).toContain("2 business days");
  });
});

describe("every page", () => {
  const metas = Object.entries(allPages).map(([path, page]) => [path, page.meta] as const);

  it("has a title of at most 60 and a description of 120 to 160 characters", () => {
    for (const [path, meta] of metas) {
      expect(meta.title.length, path).toBeLessThanOrEqual(60);
      expect(meta.description.length, path).toBeGreaterThanOrEqual(120);
      expect(meta.description.length, path).toBeLessThanOrEqual(160);
    }
  });

  it("has a unique title and description", () => {
    expect(new Set(metas.map(([, m]) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map(([, m]) => m.description)).size).toBe(metas.length);
  });

  it("shares no sentence of eight or more words with another page", () => {
    const shared = findSharedSentences(Object.entries(allPages).map(([page, value]) => ({ page, value })));
    expect(shared).toEqual([]);
  });

  it("uses no placeholder text", () => {
    const text = collectStrings(allPages).join(" ");
    expect(text).not.toMatch(/lorem ipsum|TODO|TBD|placeholder/i);
  });
});
