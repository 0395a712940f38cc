import type { ServicePage } from "../schema";

export default {
  slug: "web-design",
  label: "Web Design",
  group: "Services",
  heroTitle: "Marketing websites built on clear structure",
  tagline:
    "Marketing sites and design systems planned from your content outwards: a clear page structure, fast templates, accessibility checked during the build and a CMS your editors can run after launch.",
  intro: [
    "A website often holds the first serious conversation a buyer has with your company, and nobody from your side is in the room. Its pages have to answer what a CTO, a procurement lead or a marketing director comes looking for: what you do, who it is for, what working with you involves and what evidence backs the claims. Legibility comes before decoration.",
    "Content and structure are settled before mood boards. We audit the pages you have, interview the people who sell and support your product, map the journeys that matter and agree a sitemap before anyone opens Figma. Wireframes test the hierarchy; high-fidelity design then carries your brand through type, colour, spacing and components drawn to be built exactly as specified.",
    "Designers and developers work in one team, which keeps the built site faithful to the approved design. We build on Next.js or Astro and connect a headless CMS. Before go-live, every template goes through axe, keyboard and zoom checks, and its Core Web Vitals are measured. A website or landing page typically takes 2-4 weeks; larger programmes are released in phases.",
  ],
  cardsHeading: "Web design services",
  cards: [
    {
      title: "Bespoke marketing websites",
      description:
        "Custom sites designed from your positioning outwards. We shape page templates for services, case studies, pricing and hiring, write the component specification alongside the visuals, and set up the CMS for your marketing team to add routine pages without a developer.",
    },
    {
      title: "Design systems",
      description:
        "A shared library of tokens, components and usage rules in Figma, mirrored in code with Storybook. Colour, type scale, spacing and interaction states are defined once and reused, which keeps new pages consistent and stops product and marketing teams redrawing the same button in slightly different shades.",
    },
    {
      title: "Responsive layouts",
      description:
        "Layouts planned for real screens, from a small Android phone on a train to a wide monitor in a boardroom. We design mobile breakpoints first, use fluid type and container queries where they help, and check touch targets, reading widths and image crops on physical devices.",
    },
    {
      title: "Accessibility designed to WCAG 2.2 AA",
      description:
        "Contrast, focus order, semantic headings, keyboard access, alternative text and form errors are part of the design brief. Every build gets automated axe checks plus keyboard-only and browser-zoom testing; screen-reader testing with NVDA or VoiceOver is added when the project budgets for it. Known gaps are documented with a plan to close them.",
    },
    {
      title: "Headless CMS",
      description:
        "Content models in Sanity, Contentful or Storyblok shaped around how your editors work: reusable blocks, live preview, scheduled publishing, localisation and role-based permissions. Editors compose new pages from approved components while the design stays intact and the front end stays fast.",
    },
    {
      title: "Landing pages and conversion",
      description:
        "Campaign pages with one job each, built for paid and organic traffic. We tighten the message, cut form fields, place proof where doubt appears and instrument the page with analytics events and A/B tests in GA4, PostHog or VWO. Changes are kept or dropped on what those tests show.",
    },
    {
      title: "Performance and Core Web Vitals",
      description:
        "Every template is given a page-weight budget. We serve modern image formats, limit third-party scripts, prefer static or edge rendering and track LCP, INP and CLS from real-user data. A slow template is caught in design review, before search rankings or paid traffic pay for it.",
    },
    {
      title: "Redesign and migration",
      description:
        "Rebuilding an ageing WordPress or Drupal site while protecting the search traffic it has earned. We inventory the content, map every old URL to a 301 redirect, migrate structured content by script and watch Search Console closely for the weeks after the switch.",
    },
    {
      title: "Motion and interaction",
      description:
        "Animation with a job to do: signalling state changes, scroll-linked reveals, micro-interactions on forms and navigation. Built with CSS, the Motion library or GSAP, kept light on the main thread, and switched off or reduced for visitors who set prefers-reduced-motion.",
    },
  ],
  meta: {
    title: "Web Design for Marketing Sites and Design Systems",
    description:
      "Marketing websites, design systems and headless CMS builds from one team: designed to WCAG 2.2 AA, budgeted for Core Web Vitals, old URLs redirected.",
    keywords: [
      "web design agency",
      "marketing website design",
      "design systems",
      "headless cms",
      "wcag 2.1 aa",
      "website redesign",
    ],
  },
} satisfies ServicePage;
