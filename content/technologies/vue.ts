import type { ExpertisePage } from "../schema";

export default {
  slug: "vue",
  label: "Vue.js",
  group: "Frontend",
  topic: "Vue.js",
  heroTitle: "Vue.js Development",
  tagline:
    "Vue 3 and Nuxt carry the public sites and internal tools we write in TypeScript, and end-of-life Vue 2 code comes across in stages.",
  whyHeading: "Vue stays approachable for new developers as the codebase grows",
  why: [
    "Single-file components keep template, logic and scoped styles together, which designers and back-end developers find easy to read. Vue ships official answers for routing and state, and a project begins with fewer decisions than a React one. It can be dropped into one page of a server-rendered application and grow from there.",
    "We write Vue 3 with the Composition API and script setup. Logic lives in composables, plain functions that can be typed, tested and shared, and Pinia holds global state behind a small, typed API.",
    "For anything public-facing we reach for Nuxt: a rendering mode chosen per route, file-based routing, and server endpoints through Nitro, which deploys to Node.js, serverless platforms and edge runtimes. Search engines get complete HTML without hand-built plumbing, and official modules for images, content and i18n save weeks of assembly.",
    "Vue 2 reached end of life on 31 December 2023, Nuxt 2 on 30 June 2024 and Nuxt 3 on 31 July 2026, yet all three still run many production sites. Vue 2 code first moves onto @vue/compat, the compatibility build that runs old components and flags deprecated patterns, then migrates route by route while the product keeps shipping.",
  ],
  thingsWeBuild: [
    "Nuxt sites mixing prerendered pages, server-rendered pages and cached APIs",
    "Internal tools and back-office apps with typed forms and data tables",
    "Component libraries on headless primitives such as Reka UI, documented in Storybook",
    "Multilingual content sites with Nuxt i18n and a headless CMS such as Storyblok",
    "Interactive widgets embedded into server-rendered Laravel and Django pages",
    "Storefronts on Nuxt backed by Shopify or commercetools",
    "Dashboards with live charts fed by WebSockets or server-sent events",
    "Customer onboarding journeys with multi-step forms and autosave",
  ],
  challengesWeSolve: [
    "Memory leaks from watchers and event listeners left running after a component unmounts",
    "Options API components with tangled mixins refactored into composables",
    "Sprawling Vuex stores replaced by modular, typed Pinia stores",
    "Nuxt 2 and Nuxt 3 applications moved to Nuxt 4 with URLs, redirects and rendered HTML compared between the old and new builds",
    "Hydration warnings caused by browser-only code running during SSR",
    "Weak typing in templates fixed by running vue-tsc as part of the build",
    "Slow pages caused by deep reactivity on large objects that should be shallowRef",
    "Accessibility faults caught by axe in component tests and by keyboard and screen-reader passes through sign-up and checkout",
  ],
  howWeKeepYouAhead: [
    "Nuxt 5's breaking changes tried on a branch with the future.compatibilityVersion: 5 opt-in, which Nuxt 4.5 (July 2026) points teams to",
    "Server data cached with Pinia Colada where stores have been tracking loading and error states by hand",
    "Nuxt route rules tuned per page for caching, prerendering and revalidation",
    "Component tests in real browsers with Vitest's Browser Mode where jsdom misses layout and focus behaviour",
    "Pages that hydrate heavy components measured from real visitors for Interaction to Next Paint, the Core Web Vital for responsiveness",
    "Checkouts on Nuxt storefronts reviewed against the European Accessibility Act, which has covered online shops selling to EU consumers since 28 June 2025",
    "Vite 8's Rust-based Rolldown and Oxc, which replace Rollup and esbuild, checked against your plugins and adopted when the new output matches the old",
    "Vapor Mode, which compiles components without a virtual DOM, tried on your slowest screen as it matures",
  ],
  meta: {
    title: "Vue.js and Nuxt Apps Your Team Can Maintain",
    description:
      "Vue 3 and Nuxt sites, shops and internal tools built on the Composition API, with typed stores and forms, and a planned route off end-of-life Vue 2.",
    keywords: ["vue.js development", "nuxt development", "vue 3 migration", "pinia", "composition api", "vue agency"],
  },
} satisfies ExpertisePage;
