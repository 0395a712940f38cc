import type { AboutContent } from "../schema";

export default {
  hero: {
    eyebrow: "About us",
    title: "People who build software and can stay on to run it",
    tagline:
      "A digital agency headquartered in Dubai, with tech hubs in Bucharest, Tbilisi and Amman. We work for companies in the UK, the rest of Europe and North America on the software their business depends on.",
  },
  whoWeAre: {
    heading: "Who we are",
    paragraphs: [
      "We were set up to take a business problem from a client and return working software, advising along the way on what to build first and what to leave out. Data specialists and marketers belong to the same team and join a project when its work calls for them.",
      "Most of the engineering and design happens in the three hubs; our headquarters in the United Arab Emirates looks after clients and commercial matters.",
      "We have worked with early-stage founders preparing for a funding round and with established organisations replacing systems they have outgrown. Both get a small senior team: engineers and designers who have all taken products to production and supported them there, and who can settle a technical question in the meeting where it arises.",
    ],
  },
  figures: { eyebrow: "In figures", heading: "What the work adds up to so far" },
  stats: [
    { value: "60+", label: "Projects delivered" },
    { value: "10+", label: "Industries" },
    { value: "40+", label: "Happy clients" },
    { value: "20+", label: "Technologies" },
    { value: "5+", label: "Years experience" },
    { value: "24/7", label: "Support", note: "Monitoring with an on-call engineer, under a support agreement" },
  ],
  visionAndMission: { label: "Vision and mission", visionEyebrow: "Vision", missionEyebrow: "Mission" },
  vision: {
    title: "Our vision",
    body: "Clients should get software straight from the people who make it: tested, measured in use, secure by default and accessible.",
  },
  mission: {
    title: "Our mission",
    body: "To ship products that do the job they were commissioned for, explaining our choices as we go and keeping to the budget we are given.",
  },
  valuesHeading: { eyebrow: "Values", heading: "What we hold ourselves to" },
  values: [
    {
      title: "Client-Centric Approach",
      body: "The technology we propose serves the commercial goal written into the scope at discovery. Trade-offs reach you in plain language as they arise, for you to decide with us.",
    },
    {
      title: "Innovation and Excellence",
      body: "We try a new tool in a small experiment, and a project adopts it only if the result holds up. The findings go into the defaults our next project starts from.",
    },
    {
      title: "Fostered Partnerships",
      body: "We plan our work around your roadmap and your release calendar. Some of our engagements have run for years.",
    },
    {
      title: "Quality and Reliability",
      body: "When a delivery date comes under pressure, we propose which features to drop and leave the quality checks alone. We fix a production fault at its cause, then go through what we learned with you.",
    },
  ],
  services: {
    eyebrow: "Services",
    heading: "Engineering, marketing and brand",
    lead: "Eight of our services, each linked to a page on what it covers and how we deliver it.",
    links: [
      {
        href: "/services/web-design",
        blurb: "Fast, accessible marketing sites and design systems built around your buyers",
      },
      {
        href: "/services/web-apps",
        blurb: "Browser-based products, dashboards and SaaS platforms that hold up under the load you expect",
      },
      {
        href: "/services/mobile-apps",
        blurb: "Native and cross-platform apps for iOS and Android, from prototype to store",
      },
      {
        href: "/services/ecommerce",
        blurb: "Online shops and B2B ordering on Shopify, headless commerce or custom builds",
      },
      {
        href: "/services/artificial-intelligence",
        blurb: "Language-model assistants, search and automation over your own data",
      },
      {
        href: "/services/software-development",
        blurb: "Custom systems, integrations and legacy modernisation for complex operations",
      },
      {
        href: "/services/digital-marketing",
        blurb: "Search, paid media, content and email campaigns measured against revenue",
      },
      {
        href: "/services/brand-identity",
        blurb: "Logos, colour, typography and guidelines that keep a brand consistent wherever it appears",
      },
    ],
  },
  processHeading: { eyebrow: "Process", heading: "How a project runs, in four steps" },
  process: [
    {
      number: "01",
      title: "Discovery & Strategy",
      body: "Workshops with your stakeholders, user interviews and a review of existing systems. The output is a prioritised scope, an architecture outline, a delivery plan and an estimate you can take to your board.",
    },
    {
      number: "02",
      title: "Design & Prototyping",
      body: "Wireframes, then clickable Figma prototypes that users try while the flows are still cheap to change. Visual design and a component library follow once they are proven.",
    },
    {
      number: "03",
      title: "Development & Testing",
      body: "Two-week sprints with a demo at the end of each. Changes pass automated tests, axe's WCAG 2.2 AA rules and dependency scans in the pipeline, then a review by another engineer. The key journeys get a screen-reader pass. You can follow progress on a staging environment at any time.",
    },
    {
      number: "04",
      title: "Launch & Support",
      body: "A rehearsed release with monitoring, rollback plans and analytics in place. After go-live we offer maintenance, improvement sprints and, for systems that must stay up out of hours, an on-call support agreement that covers nights and weekends.",
    },
  ],
  cta: {
    heading: "Tell us where the project stands",
    body: "A project usually opens with a short fixed-price discovery; after it, you decide whether to go further with us.",
    button: "Contact Us",
  },
  meta: {
    title: "About Us: Our Team, Values and Process",
    description:
      "Meet the agency behind the work: headquarters in Dubai, tech hubs in Bucharest, Tbilisi and Amman, and a four-step process that carries on after launch.",
    keywords: ["about our agency", "digital agency team", "software development process", "agency values", "tech hubs"],
  },
} satisfies AboutContent;
