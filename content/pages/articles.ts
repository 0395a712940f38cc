import type { ArticlesPage } from "../schema";

export default {
  eyebrow: "Articles",
  heading: "Coming Soon",
  lead: "Our engineers are writing about how we build and run software. The first two pieces will show how our pages work as plain HTML until a visitor reaches for a control, and how our inbox stores every enquiry before the form confirms it. The feeds linked here will list each new piece. The button below opens our contact form: suggest a topic there, or ask us anything.",
  notifyLink: "Get Notified When We Launch",
  published: {
    heading: "Articles",
    lead: "Notes from the engineers who build our clients' products, on how we make, ship and run software. New pieces appear in the feeds linked below as they are published.",
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
