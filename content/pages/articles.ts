import type { ArticlesPage } from "../schema";

export default {
  eyebrow: "Articles",
  heading: "Coming Soon",
  lead: "Insights from our engineers and designers are on the way: practical notes on architecture, product design, AI in production and what we learn from shipping real projects. We have no mailing list; if you would like to hear when the first pieces go live, say so in an enquiry and we will reply to you once they do.",
  notifyLink: "Get Notified When We Launch",
  meta: {
    title: "Articles and Insights from Our Team",
    description:
      "Practical articles from our engineers and designers on architecture, product design, AI and delivery are coming soon. Ask in an enquiry to hear when we publish.",
    keywords: ["software engineering articles", "product design insights", "ai in production", "agency blog"],
  },
} satisfies ArticlesPage;
