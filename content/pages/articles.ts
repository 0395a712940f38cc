import type { ArticlesPage } from "../schema";

export default {
  eyebrow: "Articles",
  heading: "Coming Soon",
  lead: "Our engineers are writing about how we build and run software, starting with pages that work as plain HTML until a visitor reaches for a control and an inbox that stores each enquiry before it replies. Follow one of the feeds below and your reader will show each piece the day it is published. To suggest a topic, or to ask us anything meanwhile, use the button below.",
  notifyLink: "Get Notified When We Launch",
  published: {
    heading: "Articles",
    lead: "Notes from the engineers who build our clients' products: how we make pages load fast on a phone and how we keep every enquiry from form to inbox. New pieces appear in the feeds linked below as they are published.",
    meta: {
      title: "Articles on Engineering, Design and Delivery",
      description:
        "Articles from our engineers on web performance, accessibility, security and how we build and operate software for clients.",
    },
    tagDescription: "Practical notes on how we build and run software.",
  },
  meta: {
    title: "Articles and Insights from Our Team",
    description:
      "Practical articles from our engineers on how we build and run software are coming soon. Follow a feed to hear when we publish.",
    keywords: ["software engineering articles", "product design insights", "ai in production", "agency blog"],
  },
} satisfies ArticlesPage;
