import type { ServicePage } from "../schema";

export default {
  slug: "ux-consultancy",
  label: "UX Consultancy",
  group: "Creative & Marketing",
  heroTitle: "UX evidence before you redesign",
  tagline:
    "Where does your live product lose users? We find out, and rank the fixes by what they do for those users and for revenue.",
  intro: [
    "A team with a live product usually knows that something is wrong but not where; we bring the outside view that finds it, through structured methods from usability testing to a review of product analytics. The trigger may be falling conversion, a rising volume of support tickets or a redesign proposal nobody can justify with data.",
    "Our consultants combine expert review, the analytics you already collect and research with your own customers: the analytics show where people drop out, the research shows why. Findings are rated by severity and tied to business metrics, so product managers can weigh them against the rest of the roadmap. Recommendations carry their reasoning and, where it helps, a low-fidelity mock-up of the change.",
    "An engagement can be a fixed-scope audit lasting a few weeks or an ongoing advisory arrangement alongside your own designers. We work remotely with teams across the UK, the rest of Europe and North America. The final report comes with the raw research material, recordings and notes, which your team can reuse and re-examine.",
  ],
  cardsHeading: "Methods that show where users struggle",
  cards: [
    {
      title: "UX audits",
      description:
        "We review your product against Nielsen's usability heuristics, platform conventions and your own analytics. You receive a prioritised list of issues, each with screenshots, evidence and a recommended fix, ready to drop into Jira.",
    },
    {
      title: "User research and testing",
      description:
        "Participants recruited to match your real users take part in moderated and unmoderated usability tests, contextual interviews, card sorting and tree testing. Sessions are recorded, and highlight reels go to stakeholders who could not watch live.",
    },
    {
      title: "Conversion optimisation",
      description:
        "Funnel analysis locates where users abandon, and research turns drop-offs into hypotheses. We design A/B and multivariate tests, calculate sample sizes before launch and read results only once a test reaches its planned sample.",
    },
    {
      title: "Customer journey mapping",
      description:
        "Journey maps and service blueprints follow customers across channels from first search to renewal, including the backstage processes behind the steps. Workshops with your teams turn the maps into owned actions.",
    },
    {
      title: "Accessibility consulting",
      description:
        "Our accessibility reviews test against WCAG 2.2 AA: axe checks, manual review of keyboard use, reflow, focus order and form errors, and a screen-reader pass through the key journeys with NVDA or VoiceOver. A full assistive-technology audit is scoped as its own piece of work. We explain duties under the European Accessibility Act and help teams make accessible patterns routine.",
    },
    {
      title: "Design system strategy",
      description:
        "We advise on whether to build a design system or extend an existing one, how to govern it and how to measure adoption. Token structure, component APIs and documentation are reviewed, and the plan covers how Figma libraries and Storybook components stay in step as both evolve.",
    },
  ],
  meta: {
    title: "UX Consultancy and Usability Audits",
    description:
      "UX audits, usability testing, conversion optimisation, journey mapping and WCAG accessibility reviews, with findings ranked by impact on users and revenue.",
    keywords: [
      "ux consultancy",
      "ux audit",
      "usability testing",
      "conversion rate optimisation",
      "customer journey mapping",
      "accessibility audit",
    ],
  },
} satisfies ServicePage;
