import type { ArticlesPage } from "../schema";

export default {
  eyebrow: "Articles",
  heading: "Coming Soon",
  lead: "Our engineers' first two pieces will show how this site's pages work as plain HTML until a visitor reaches for a control, and how its inbox stores an enquiry before the form confirms it. Follow one of the feeds below to hear of them on launch day, and of each piece after. The button under the feeds opens our contact form, where you can suggest a topic.",
  notifyLink: "Get Notified When We Launch",
  published: {
    heading: "Articles",
    lead: "Notes from the engineers who build our clients' products, on performance, accessibility, security and operations. New pieces appear in the feeds linked below as they are published.",
    meta: {
      title: "Engineering Notes on Performance, Security and Operations",
      description:
        "Articles from our engineers on web performance, accessibility, security and how we build and operate software for clients.",
    },
    tagDescription: "Practical notes from our engineering team.",
  },
  meta: {
    title: "Articles and Insights from Our Team",
    description:
      "Practical articles from our engineers on how we build and run software are coming soon. Follow a feed to hear when we publish.",
    keywords: ["software engineering articles", "product design insights", "ai in production", "agency blog"],
  },
} satisfies ArticlesPage;
