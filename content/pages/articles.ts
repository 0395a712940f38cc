import type { ArticlesPage } from "../schema";

export default {
  eyebrow: "Articles",
  heading: "Coming Soon",
  lead: "Our engineers and designers are writing about architecture, product design and AI in production. Follow one of the feeds below and your reader will show each piece the day it is published. To suggest a topic, or to ask us anything meanwhile, use the contact form behind the button.",
  notifyLink: "Get Notified When We Launch",
  published: {
    heading: "Articles",
    lead: "Notes from the engineers and designers who build our clients' products: how we make pages load fast on a phone, keep each enquiry safe and ship software a team can maintain. New pieces appear in the feeds linked below as they are published.",
    meta: {
      title: "Articles on Engineering, Design and Delivery",
      description:
        "Articles from our engineers and designers on web performance, accessibility, security and how we build and operate software for clients.",
    },
    tagDescription: "Practical notes from our engineers and designers.",
  },
  meta: {
    title: "Articles and Insights from Our Team",
    description:
      "Practical articles from our engineers and designers on architecture, product design, AI and delivery are coming soon. Follow a feed to hear when we publish.",
    keywords: ["software engineering articles", "product design insights", "ai in production", "agency blog"],
  },
} satisfies ArticlesPage;
