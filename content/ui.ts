/**
 * Interface text shared by many pages: buttons, eyebrows, form labels, notices, menu and footer.
 * Page-specific copy lives in each page's own content entry.
 */
import { formText } from "./form-text";

export const ui = {
  skipToContent: "Skip to content",
  actions: {
    needHelp: "Need help? Talk to us now!",
    startProject: "Start Your Project",
    aboutUs: "About us",
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
    eyebrow: "Start a project",
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
    lead: "Share a few lines about your product, your timeline and where you need help. A senior member of the team reads every enquiry and replies within 24 hours.",
  },
  form: formText,
  service: {
    overview: (label: string) => `${label}: overview`,
    cardsEyebrow: "What we deliver",
  },
  expertise: {
    whyEyebrow: { technologies: "Why it fits", industries: "What we bring" },
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
  legal: {
    eyebrow: "Legal",
    onThisPage: "On this page",
    lastUpdated: "Last updated:",
  },
} as const;
