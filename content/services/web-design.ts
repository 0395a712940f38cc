import type { ServicePage } from "../schema";

export default {
  slug: "web-design",
  label: "Web Design",
  group: "Services",
  heroTitle: "Marketing websites: structure, then design, then code",
  tagline: "A site your own editors can extend, with a page-weight budget that keeps it fast as they do.",
  intro: [
    "A buyer's first serious look at your company usually happens on its website, with none of your people in the room; our marketing sites are built for that visit. Their pages answer what a technical or procurement lead comes looking for: what you do, who it is for, what working with you involves and what evidence backs the claims. Legibility sets the rules, and decoration follows them.",
    "The sitemap comes from an audit of your current pages, interviews with the people who sell and support your product and a map of the journeys that matter. Wireframes then test the hierarchy, and high-fidelity design carries your brand through type, colour, spacing and components drawn to be built exactly as specified.",
    "We build in Astro when a site is mostly reading and in Next.js when its pages need sign-in, search or live data. A template goes live once it passes our accessibility checks and a Lighthouse lab run under mobile throttling. A landing page, or a small site on your existing brand and copy, fits in 2-4 weeks; a researched redesign ships in phases.",
  ],
  cardsHeading: "Planned, designed and built by one team",
  cards: [
    {
      title: "Bespoke marketing websites",
      description:
        "We design a site from your positioning outwards: page templates for services, case studies, pricing and hiring, with a component specification written alongside the visuals.",
    },
    {
      title: "Design systems",
      description:
        "Tokens, components and usage rules live in one Figma library, mirrored by a coded component library. Colour, type scale, spacing and interaction states are defined once. New pages stay consistent, and product and marketing teams stop redrawing the same button in slightly different shades.",
    },
    {
      title: "Responsive layouts",
      description:
        "Layouts are designed mobile first and hold from a small Android phone on a train to a boardroom monitor, with fluid type and container queries where they help. Touch targets, reading widths and image crops are checked on physical devices.",
    },
    {
      title: "Accessibility designed to WCAG 2.2 AA",
      description:
        "Contrast, focus order, headings, keyboard access, alt text and form errors are in the design brief. Sites are built to WCAG 2.2 AA, which adds six A and AA criteria to 2.1. Each build gets axe checks, keyboard and zoom tests and a screen-reader pass through its key journeys; a full assistive-technology audit is scoped separately. Known gaps are documented with a plan to close them.",
    },
    {
      title: "Headless CMS",
      description:
        "We model content in a headless CMS such as Sanity or Storyblok around how your editors work: reusable blocks, live preview, scheduled publishing, localisation and role-based permissions. Editors compose new pages from approved components, and the design holds together as the page count grows.",
    },
    {
      title: "Landing pages and conversion",
      description:
        "A campaign page gets one job, whether its traffic is paid or organic. We tighten the message, cut form fields, place proof where doubt appears and instrument the page with analytics events and A/B tests. A change stays only if the test shows it helped.",
    },
    {
      title: "Performance and Core Web Vitals",
      description:
        "Each template has a page-weight budget, and design review rejects one that exceeds it. We serve modern image formats, limit third-party scripts, prefer static or edge rendering and track loading speed, responsiveness and layout stability from real-user data.",
    },
    {
      title: "Redesign and migration",
      description:
        "When we rebuild an ageing WordPress or Drupal site, protecting the search traffic it has earned is part of the plan. The content is inventoried, old URLs are mapped to 301 redirects, structured content moves by script, and Search Console is watched closely for the weeks after the switch.",
    },
    {
      title: "Motion and interaction",
      description:
        "Animation goes in where it signals a change of state or confirms an action, in forms and navigation. It is built in CSS where possible, kept light on the main thread and reduced for visitors who set prefers-reduced-motion.",
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
