import type { ServicePage } from "../schema";
import { site } from "../site";

export default {
  slug: "web-design",
  label: "Web Design",
  group: "Services",
  heroTitle: "Web design that earns trust",
  tagline:
    "Marketing sites and design systems built around your buyers: clear structure, fast pages, accessible by default and easy for your own team to edit after launch.",
  intro: [
    `A website is often the first serious conversation a buyer has with your company, and it happens without you in the room. ${site.name} designs sites that answer the questions a CTO, a procurement lead or a marketing director actually brings: what you do, who it is for, what it costs to work with you and why they should believe you. Pretty comes second to legible.`,
    "Our process starts with content and structure; mood boards come later. We audit what you have, interview the people who sell and support your product, map the journeys that matter and agree a sitemap before anyone opens Figma. Wireframes test the hierarchy; high-fidelity design then carries your brand through type, colour, spacing and components that developers can build exactly as drawn.",
    "Design and build sit in one team, so nothing is lost in handover. We ship on frameworks such as Next.js and Astro, connect a headless CMS your editors will enjoy using, and test against WCAG 2.1 AA and Core Web Vitals before go-live. A typical website or landing page takes two to four weeks; larger programmes are phased so value lands early.",
  ],
  cards: [
    {
      title: "Bespoke marketing websites",
      description:
        "Custom sites designed from your positioning outwards. We shape page templates for services, case studies, pricing and hiring, write the component specification alongside the visuals, and hand over a site your marketing team can grow without calling a developer.",
    },
    {
      title: "Design systems",
      description:
        "A shared library of tokens, components and usage rules in Figma, mirrored in code with Storybook. Colour, type scale, spacing and states are defined once, so new pages stay consistent and product and marketing teams stop redrawing the same button in slightly different shades.",
    },
    {
      title: "Responsive layouts",
      description:
        "Layouts planned for real screens, from a small Android phone on a train to a wide monitor in a boardroom. We design mobile breakpoints first, use fluid type and container queries where they help, and check touch targets, reading widths and image crops on physical devices.",
    },
    {
      title: "Accessibility to WCAG 2.1 AA",
      description:
        "Colour contrast, focus order, semantic headings, keyboard access, alternative text and form error handling are designed in, not patched later. We test with axe, Lighthouse and screen readers such as NVDA and VoiceOver, and document any residual issues with a plan to close them.",
    },
    {
      title: "Headless CMS",
      description:
        "Content models in Sanity, Contentful or Storyblok shaped around how your editors work: reusable blocks, live preview, scheduled publishing, localisation and role-based permissions. Editors compose new pages from approved components while the design stays intact and the front end stays fast.",
    },
    {
      title: "Landing pages and conversion",
      description:
        "Campaign pages with one job each, built for paid and organic traffic. We tighten the message, reduce form fields, place proof where doubt appears and wire up analytics events and A/B tests through tools such as GA4, PostHog or VWO, so decisions rest on evidence.",
    },
    {
      title: "Performance and Core Web Vitals",
      description:
        "Speed is a design decision. We budget for page weight, serve modern image formats, limit third-party scripts, prefer static or edge rendering and track LCP, INP and CLS from real-user data. Slow templates are caught in review, before search rankings or paid traffic suffer.",
    },
    {
      title: "Redesign and migration",
      description:
        "Rebuilding an ageing WordPress or Drupal site without losing search equity. We inventory content, map every old URL to a 301 redirect, migrate structured content by script, and watch Search Console closely in the weeks after the switch.",
    },
    {
      title: "Motion and interaction",
      description:
        "Purposeful animation that explains rather than decorates: state changes, scroll-linked reveals, micro-interactions on forms and navigation. Built with CSS, Framer Motion or GSAP, kept light on the main thread, and respectful of the prefers-reduced-motion setting for visitors who need it.",
    },
  ],
  meta: {
    title: "Web Design for Marketing Sites and Design Systems",
    description:
      "Bespoke marketing websites, design systems and headless CMS builds, designed to WCAG 2.1 AA with fast Core Web Vitals and clean redirects when you migrate.",
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
