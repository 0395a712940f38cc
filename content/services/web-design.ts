import type { ServicePage } from "../schema";

export default {
  slug: "web-design",
  label: "Web Design",
  group: "Services",
  heroTitle: "Marketing websites built on clear structure",
  tagline:
    "Content and page structure come first; then we design and build a fast site your editors can run themselves.",
  intro: [
    "A website often holds the first serious conversation a buyer has with your company, and nobody from your side is in the room. Its pages have to answer what a technical lead or a procurement lead comes looking for: what you do, who it is for, what working with you involves and what evidence backs the claims. Legibility comes before decoration.",
    "We audit the pages you have, interview the people who sell and support your product, map the journeys that matter and agree a sitemap before visual design starts. Wireframes test the hierarchy; high-fidelity design then carries your brand through type, colour, spacing and components drawn to be built exactly as specified.",
    "Designers and developers work in one team, which keeps the built site faithful to the approved design. Astro suits a site that is mostly reading; Next.js suits one whose pages need sign-in, search or live data. Before go-live, every template goes through automated accessibility, keyboard and zoom checks, and its Core Web Vitals are measured. A website or landing page typically takes 2-4 weeks; larger programmes are released in phases.",
  ],
  cardsHeading: "One team from sitemap to launch",
  cards: [
    {
      title: "Bespoke marketing websites",
      description:
        "We design each site from your positioning outwards: page templates for services, case studies, pricing and hiring, a component specification written alongside the visuals, and a CMS set up for your marketing team to add routine pages without a developer.",
    },
    {
      title: "Design systems",
      description:
        "Tokens, components and usage rules live in one Figma library, mirrored by a coded component library. Colour, type scale, spacing and interaction states are defined once and reused, which keeps new pages consistent and stops product and marketing teams redrawing the same button in slightly different shades.",
    },
    {
      title: "Responsive layouts",
      description:
        "Layouts have to hold up everywhere from a small Android phone on a train to a wide monitor in a boardroom. Mobile breakpoints are designed first, fluid type and container queries come in where they help, and touch targets, reading widths and image crops are checked on physical devices.",
    },
    {
      title: "Accessibility designed to WCAG 2.2 AA",
      description:
        "Contrast, focus order, semantic headings, keyboard access, alternative text and form errors are part of the design brief. Client sites are built to WCAG 2.2 AA, which adds six A and AA criteria to 2.1 and retires 4.1.1 Parsing. Each build gets automated axe checks plus keyboard-only and browser-zoom tests, and screen-reader tests where budgeted. Known gaps are documented with a plan to close them.",
    },
    {
      title: "Headless CMS",
      description:
        "We model content in a headless CMS such as Sanity or Storyblok around how your editors work: reusable blocks, live preview, scheduled publishing, localisation and role-based permissions. Editors compose new pages from approved components while the design stays intact and the front end stays fast.",
    },
    {
      title: "Landing pages and conversion",
      description:
        "Each campaign page gets one job, whether its traffic is paid or organic. We tighten the message, cut form fields, place proof where doubt appears and instrument the page with analytics events and A/B tests. A change stays only if the test shows it helped.",
    },
    {
      title: "Performance and Core Web Vitals",
      description:
        "Every template is given a page-weight budget. We serve modern image formats, limit third-party scripts, prefer static or edge rendering and track loading speed, responsiveness and layout stability from real-user data. A slow template is caught in design review, before search rankings or paid traffic pay for it.",
    },
    {
      title: "Redesign and migration",
      description:
        "When we rebuild an ageing WordPress or Drupal site, protecting the search traffic it has earned is part of the plan. The content is inventoried, every old URL is mapped to a 301 redirect, structured content moves by script, and Search Console is watched closely for the weeks after the switch.",
    },
    {
      title: "Motion and interaction",
      description:
        "We add animation where it signals a change of state or confirms an action, on forms and in navigation for example. It is built in CSS where possible, kept light on the main thread, and switched off or reduced for visitors who set prefers-reduced-motion.",
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
      "wcag 2.2 aa",
      "website redesign",
    ],
  },
} satisfies ServicePage;
