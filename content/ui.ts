/**
 * Interface text shared by many pages: buttons, eyebrows, form labels, notices, menu and footer.
 * Page-specific copy lives in each page's own content entry.
 */
import { formText } from "./form-text";
import { site } from "./site";

export const ui = {
  skipToContent: "Skip to content",
  actions: {
    needHelp: "Need help? Talk to us now!",
    startProject: "Start Your Project",
    aboutUs: "About Us",
    letsTalk: "Let's Talk",
    letsConnect: "Let's Connect",
    learnMore: "Learn more",
    /** Said after "Learn more" to screen readers and crawlers, so the link names where it goes. */
    learnMoreAbout: (title: string) => ` about the ${title} case study`,
    orEmail: "or email",
    preferEmail: "Prefer email?",
  },
  menu: {
    open: "Menu",
    close: "Close",
    title: "Site menu",
    navigation: "Main menu",
    back: "Back",
    allOf: (section: string) => `All ${section.toLowerCase()}`,
    home: (brand: string) => `${brand} home`,
  },
  footer: {
    eyebrow: "Get in touch",
    headline: "Have a project in mind?",
    navigation: "Footer",
    social: "Social media",
    socialLink: (brand: string, network: string) => `${brand} on ${network}`,
    legal: "Legal",
    rights: "All rights reserved.",
  },
  contactSection: {
    eyebrow: "Contact",
    heading: "Tell us what you are building",
    /** Followed by the reply promise (content/live/reply-promise.ts). */
    lead: "Say what the product does, who uses it and what stands in its way.",
  },
  form: formText,
  service: {
    overview: (label: string) => `${label}: overview`,
    cardsEyebrow: "What we deliver",
  },
  expertise: {
    /** Industry pages name the agency as a provider here (the specification asks it of their body text). */
    whyEyebrow: { technologies: "Why it fits", industries: `Working with ${site.name}` },
    cardsEyebrow: "Expertise",
    cardsHeading: (topic: string) => `${topic} Expertise That Delivers Results`,
    cards: {
      thingsWeBuild: "Things We Build",
      challengesWeSolve: "Challenges We Solve",
      howWeKeepYouAhead: "How We Keep You Ahead",
    },
  },
  caseStudy: {
    eyebrow: "Case study",
    overview: "Project overview",
    overviewFields: { industry: "Industry", timeline: "Timeline", teamSize: "Team size", platform: "Platform" },
    briefEyebrow: "The brief",
    briefHeading: "Challenge and solution",
    challenge: "The challenge",
    solution: "Our solution",
    resultsEyebrow: "Results",
    keyFeaturesEyebrow: "Key features",
    outcomesEyebrow: "Outcomes",
    outcomesHeading: "Business and technical achievements",
    business: "Business achievements",
    technical: "Technical achievements",
    stackEyebrow: "Technology stack",
    stackHeading: "What we built it with",
    tags: "Tags",
  },
  articles: {
    eyebrow: "Articles",
    listHeading: "Latest articles",
    minutesToRead: (minutes: number) => `${minutes} min read`,
    publishedOn: "Published",
    updatedOn: "Updated",
    by: "By",
    tagged: "Topics",
    tagHeading: (tag: string) => `Articles on ${tag}`,
    tagLead: (count: number, tag: string) =>
      count === 1 ? `One article tagged ${tag}.` : `${count} articles tagged ${tag}, newest first.`,
    allArticles: "All articles",
    onThisPage: "On this page",
    related: "Related articles",
    newer: "Newer article",
    older: "Older article",
    pagination: "Article pages",
    previousPage: "Newer articles",
    nextPage: "Older articles",
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
    feeds: "Follow by feed",
    feedNames: { rss: "RSS", atom: "Atom", json: "JSON Feed" },
    draft: "Draft",
    draftNote: "Draft: shown only by the development server and previews, never on the live site.",
  },
  legal: {
    eyebrow: "Legal",
    onThisPage: "On this page",
    lastUpdated: "Last updated:",
  },
} as const;
