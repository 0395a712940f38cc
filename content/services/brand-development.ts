import type { ServicePage } from "../schema";

export default {
  slug: "brand-development",
  label: "Brand Development",
  group: "Creative & Marketing",
  heroTitle: "A position your sales team can repeat, grounded in buyer research",
  tagline:
    "Interviews with your buyers shape a positioning and a voice that marketing, sales and product can all work from.",
  intro: [
    "We help you make the strategic choices that sit beneath any visual identity: who you serve, why they should choose you over the alternatives and how you should sound when you explain it. Skipping them produces attractive assets that contradict each other; making them gives every team that writes or sells a reference for decisions about words and priorities.",
    "The process runs in stages a leadership team can follow: interviews and research, a positioning workshop, and written outputs that are debated and revised until the team adopts them. Established frameworks, Jobs to Be Done among them, are tools where they help, never forms to fill in.",
    "The work tends to suit founders preparing a funding round or a new market entry, scale-ups whose brand no longer fits the company they have become, and enterprises folding acquisitions under one name. Outputs are written for the working week: a positioning statement a salesperson can say in one breath, a message house for the next website brief and naming rules that hold as the product range grows.",
  ],
  cardsHeading: "The strategy work behind a brand",
  cards: [
    {
      title: "Brand strategy and positioning",
      description:
        "We define your category, target segments, competitive alternatives and the differentiated value you offer. The output is a concise positioning statement with a written rationale, tested against real sales conversations and investor questions so it holds up outside the workshop.",
    },
    {
      title: "Messaging and brand voice",
      description:
        "The message house sets out a core proposition, supporting pillars and proof points for each audience. The voice guide beside it covers vocabulary, sentence style and rewrites of real copy. Writers, support agents and product teams get worked examples to copy from, where a list of adjectives would leave them guessing.",
    },
    {
      title: "Brand personality",
      description:
        "The brand's character is described through archetypes, traits and firm boundaries (what it would say and what it never would), which then shape copy, imagery, motion and service tone as the team grows.",
    },
    {
      title: "Market research",
      description:
        "Customer interviews, surveys, competitor audits and search-demand analysis reveal how buyers describe the problem and which options they weigh. Findings are summarised as evidence for decisions, and the raw notes are kept so conclusions can be checked later.",
    },
    {
      title: "Brand architecture",
      description:
        "Brand architecture settles how the parent brand, products, sub-brands and acquisitions relate: we map the portfolio, choose between a branded house, a house of brands and a hybrid, set naming conventions and define when a new offering gets its own identity.",
    },
    {
      title: "Brand experience design",
      description:
        "The strategy has to reach the moments customers meet, from onboarding emails and empty states in the product to sales calls and invoices. We map those touchpoints, find where the experience contradicts the promise and rank the fixes by how many people will notice them.",
    },
  ],
  meta: {
    title: "Brand Development and Positioning",
    description:
      "Positioning, messaging, brand personality and architecture built on customer research, giving the whole company one shared reference for what it says.",
    keywords: [
      "brand development",
      "brand strategy",
      "brand positioning",
      "brand messaging",
      "brand architecture",
      "brand voice",
    ],
  },
} satisfies ServicePage;
