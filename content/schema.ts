import { z } from "zod";

/** Search-engine metadata every page carries. */
export const pageMetaSchema = z.object({
  title: z.string().min(10).max(60),
  description: z.string().min(120).max(160),
  keywords: z.array(z.string().min(2)).min(3).max(12),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

const slug = z.string().regex(/^[a-z0-9-]+$/);
/** A page's name in the menu, the footer and breadcrumbs. */
const label = z.string().min(2).max(40);
const paragraph = z.string().min(120);
const bullet = z.string().min(20).max(160);

export const serviceCardSchema = z.object({
  title: z.string().min(3).max(60),
  description: z.string().min(80).max(400),
});

/** A service landing page: hero, three-paragraph introduction, grid of 6 or 9 cards. */
export const servicePageSchema = z.object({
  slug,
  label,
  group: z.enum(["Services", "Creative & Marketing"]),
  heroTitle: z.string().min(5).max(70),
  tagline: z.string().min(60).max(260),
  intro: z.array(paragraph).length(3),
  /** The heading over the card grid, written per page (a label such as "Chatbots" does not always take "services"). */
  cardsHeading: z.string().min(10).max(60),
  cards: z.array(serviceCardSchema).refine((c) => c.length === 6 || c.length === 9, {
    message: "a service page has 6 or 9 cards",
  }),
  meta: pageMetaSchema,
});
export type ServicePage = z.infer<typeof servicePageSchema>;

const eightBullets = z.array(bullet).length(8);

/** A technology or industry page: hero, four-paragraph "why", three expertise cards of 8 bullets. */
export const expertisePageSchema = z.object({
  slug,
  label,
  group: z.string(),
  /** Used in the heading "<topic> Expertise That Delivers Results". */
  topic: z.string().min(2).max(40),
  heroTitle: z.string().min(5).max(60),
  tagline: z.string().min(100).max(360),
  whyHeading: z.string().min(10).max(80),
  why: z.array(paragraph).length(4),
  thingsWeBuild: eightBullets,
  challengesWeSolve: eightBullets,
  howWeKeepYouAhead: eightBullets,
  meta: pageMetaSchema,
});
export type ExpertisePage = z.infer<typeof expertisePageSchema>;

export const technologyPageSchema = expertisePageSchema.extend({
  group: z.enum(["Frontend", "Backend", "Mobile", "AI & Data", "Cloud & DevOps"]),
});
export const industryPageSchema = expertisePageSchema.extend({ group: z.literal("Industries") });

const stat = z.object({
  value: z.string().min(1).max(12),
  label: z.string().min(3).max(80),
  /** What the figure covers, under the label (the about page's "24/7": under a support agreement). */
  note: z.string().min(10).max(90).optional(),
});
export type Stat = z.infer<typeof stat>;

export const caseStudySchema = z.object({
  slug,
  label,
  group: z.literal("Case Studies"),
  title: z.string().min(5).max(80),
  subtitle: z.string().min(20).max(160),
  heroTagline: z.string().min(80).max(320),
  /** One-paragraph challenge summary used on the home-page teaser. */
  challenge: z.string().min(80).max(400),
  /** Short result lines for the teaser. */
  teaserResults: z.array(z.string().min(5).max(90)).min(2).max(4),
  tags: z.array(z.string().min(2).max(30)).min(3).max(6),
  overview: z.object({
    industry: z.string(),
    timeline: z.string(),
    teamSize: z.string(),
    platform: z.string(),
  }),
  challenges: z
    .array(z.object({ title: z.string().min(3), description: z.string().min(40) }))
    .min(4)
    .max(6),
  solutions: z
    .array(z.object({ title: z.string().min(3), description: z.string().min(40) }))
    .min(4)
    .max(6),
  results: z.array(stat).min(4).max(8),
  businessAchievements: z.array(z.string().min(30)).min(3).max(6),
  technicalAchievements: z.array(z.string().min(30)).min(3).max(6),
  stack: z.array(z.object({ heading: z.string(), items: z.array(z.string()).min(3).max(7) })).length(4),
  /** Headings of the sections whose wording belongs to this study. */
  headings: z.object({
    results: z.string().min(10).max(90),
    keyFeatures: z.string().min(10).max(90).optional(),
    contact: z.string().min(10).max(90),
  }),
  keyFeatures: z
    .array(z.object({ title: z.string().min(3), description: z.string().min(40) }))
    .length(6)
    .optional(),
  /**
   * What the product mock-up says: the figure on its floating card and its alternative texts (the
   * wide shot with both devices, and the compact crop to the front one). lib/art/mockups.ts draws the
   * devices; a study without a drawing there, or without this field, shows no product shot.
   */
  productShot: z
    .object({
      figure: z.object({ value: z.string().min(2).max(20), label: z.string().min(5).max(32) }),
      alt: z.object({ wide: z.string().min(60).max(300), compact: z.string().min(60).max(300) }),
    })
    .optional(),
  meta: pageMetaSchema,
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const faqItemSchema = z.object({ question: z.string().min(10), answer: z.string().min(60) });
export type FaqItem = z.infer<typeof faqItemSchema>;

const legalParagraphSchema = z.union([z.string().min(40), z.object({ live: z.string(), text: z.string().min(40) })]);
export type LegalParagraph = z.infer<typeof legalParagraphSchema>;

export const legalSectionSchema = z.object({
  id: slug,
  heading: z.string().min(3).max(80),
  /** A paragraph is fixed copy, or live text the production server fills from its settings (content/live). */
  paragraphs: z.array(legalParagraphSchema).min(1),
  list: z.array(z.string().min(5)).optional(),
  /** Paragraphs that follow the list, so that the list stays under the sentence that introduces it. */
  afterList: z.array(legalParagraphSchema).optional(),
  /** Links to other pages of the site, after the paragraphs. */
  links: z.array(z.object({ href: z.string().startsWith("/"), label: z.string().min(3) })).optional(),
});

export const legalPageSchema = z.object({
  slug,
  title: z.string().min(3),
  intro: z.string().min(80),
  /**
   * The dated version line under the title, e.g. "Version 4, effective 1 December 2026"; a statement, which
   * takes no effect, is "published".
   */
  version: z.string().regex(/^Version \d+, (effective|published) \d{1,2} [A-Z][a-z]+ \d{4}$/),
  sections: z.array(legalSectionSchema).min(7),
  meta: pageMetaSchema,
});
export type LegalPage = z.infer<typeof legalPageSchema>;

const titledText = z.object({ title: z.string().min(3).max(70), body: z.string().min(60).max(600) });

export const homeContentSchema = z.object({
  hero: z.object({
    eyebrow: z.string().max(60),
    title: z.string().min(10).max(90),
    tagline: z.string().min(80).max(300),
  }),
  intro: z.object({
    eyebrow: z.string().max(40),
    heading: z.string().min(10).max(90),
    lead: z.string().min(80).max(400),
    /** Exactly three: things delivered, challenges solved, how we keep clients ahead. */
    cards: z.array(titledText.extend({ points: z.array(z.string().min(10).max(120)).min(3).max(5) })).length(3),
  }),
  caseStudies: z.object({
    eyebrow: z.string().max(40),
    heading: z.string().min(10).max(90),
    lead: z.string().min(60).max(300),
  }),
  collaboration: z.object({
    eyebrow: z.string().max(40),
    heading: z.string().min(10).max(90),
    lead: z.string().min(80).max(400),
    points: z.array(titledText).min(3).max(4),
  }),
  faq: z.object({
    eyebrow: z.string().max(40),
    heading: z.string().min(5).max(90),
    items: z.array(faqItemSchema).length(10),
  }),
  contact: z.object({ heading: z.string().min(5).max(90), lead: z.string().min(60).max(300) }),
  meta: pageMetaSchema,
});
export type HomeContent = z.infer<typeof homeContentSchema>;

const sectionHeading = z.object({ eyebrow: z.string().min(3).max(40), heading: z.string().min(10).max(90) });

export const aboutContentSchema = z.object({
  hero: z.object({
    eyebrow: z.string().max(60),
    title: z.string().min(10).max(90),
    tagline: z.string().min(80).max(300),
  }),
  whoWeAre: z.object({ heading: z.string().min(5).max(90), paragraphs: z.array(z.string().min(120)).min(2).max(3) }),
  figures: sectionHeading,
  stats: z.array(stat).length(6),
  visionAndMission: z.object({ label: z.string(), visionEyebrow: z.string(), missionEyebrow: z.string() }),
  vision: titledText,
  mission: titledText,
  valuesHeading: sectionHeading,
  values: z.array(titledText).length(4),
  services: z.object({
    eyebrow: z.string().min(3).max(40),
    heading: z.string().min(5).max(90),
    lead: z.string().min(60).max(300),
    /** Eight links, each to a service page path from the route registry. */
    links: z
      .array(z.object({ href: z.string().regex(/^\/services\/[a-z0-9-]+$/), blurb: z.string().min(30).max(140) }))
      .length(8),
  }),
  processHeading: sectionHeading,
  process: z.array(titledText.extend({ number: z.string().regex(/^0[1-4]$/) })).length(4),
  cta: z.object({
    heading: z.string().min(5).max(90),
    body: z.string().min(60).max(300),
    button: z.string().min(3).max(30),
  }),
  meta: pageMetaSchema,
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

export const simplePageSchema = z.object({
  eyebrow: z.string().min(3).max(40),
  heading: z.string().min(3).max(90),
  lead: z.string().min(60).max(400),
  meta: pageMetaSchema,
});

/** The contact page: the simple page's copy plus its form heading and the three info blocks. */
export const contactPageSchema = simplePageSchema.extend({
  formHeading: z.string().min(5).max(60),
  formRegion: z.string().min(5).max(60),
  info: z.object({ email: z.string(), address: z.string(), responseTime: z.string() }),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

/** The articles placeholder: the simple page's copy plus its one link. */
export const articlesPageSchema = simplePageSchema.extend({
  notifyLink: z.string().min(5).max(40),
  /** What /articles says once it lists at least one published article (until then: the placeholder above). */
  published: z.object({
    heading: z.string().min(3).max(60),
    lead: z.string().min(60).max(400),
    meta: z.object({ title: z.string().min(10).max(60), description: z.string().min(50).max(160) }),
    /** Closes each tag page's description, after "N articles tagged X, newest first." */
    tagDescription: z.string().min(20).max(80),
  }),
});
export type ArticlesPage = z.infer<typeof articlesPageSchema>;

export const notFoundSchema = z.object({
  code: z.literal("404"),
  heading: z.string(),
  lead: z.string().min(40),
  button: z.string(),
  title: z.string(),
});
export type NotFoundContent = z.infer<typeof notFoundSchema>;
