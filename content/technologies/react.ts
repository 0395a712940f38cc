import type { ExpertisePage } from "../schema";

export default {
  slug: "react",
  label: "React",
  group: "Frontend",
  topic: "React",
  heroTitle: "React Development",
  tagline:
    "Server Components keep a growing React front end fast: JavaScript reaches the browser only where people interact.",
  whyHeading: "What React gives a product team, and what it leaves to you",
  why: [
    "React's biggest asset is everything around the library. The hiring pool is deep across the UK, the rest of Europe and North America, and TypeScript, Vite, Storybook and Playwright fit in easily. Patterns from hooks to TanStack Query are widely known, and a new engineer can contribute within days. For a product that will outlive its first team, that counts for more than benchmark charts.",
    "React 19 and the Next.js App Router changed how we structure applications. Server Components render on the server and send no JavaScript of their own, Suspense streams slow sections in while the rest of the page is already usable, and Server Actions replace much of the hand-written API glue around forms.",
    "Hydration still has a price: no client component responds to input until it has been downloaded, parsed and run again, and a page marked 'use client' at the top gains little. The server-client boundary also brings new bugs, such as secrets leaking into serialised props.",
    "React leaves routing, data fetching and project structure to you. On our projects one named engineer owns those choices and writes each one up as an architecture decision record in your repository, for the next developer to read first.",
  ],
  thingsWeBuild: [
    "Next.js App Router applications with streamed Server Components and Suspense",
    "SaaS dashboards with complex tables, filters and live updates over WebSockets",
    "Design systems documented in Storybook with accessible, themeable components",
    "Customer portals and self-service account areas behind single sign-on",
    "Headless e-commerce storefronts built on Shopify's Storefront API or Medusa",
    "Micro-frontends with Module Federation for large products owned by several teams",
    "Installable progressive web apps with service workers and IndexedDB storage",
    "Data-visualisation interfaces built on D3 where ready-made chart libraries run out",
  ],
  challengesWeSolve: [
    "Oversized JavaScript bundles that delay interaction on mid-range mobile phones",
    "Hydration mismatches and layout shifts that drag down Core Web Vitals",
    "Needless re-renders traced with the React DevTools Profiler and fixed at the source",
    "Tangled global state moved out of Redux into a server cache and local component state",
    "Migrations from Create React App or the Pages Router to Vite or the App Router",
    "Class components and legacy lifecycle methods refactored into hooks in safe stages",
    "Accessibility gaps against WCAG 2.2 AA found with axe and keyboard testing, fixed in shared components",
    "Next.js caching surprises where stale or personalised data leaks between users",
  ],
  howWeKeepYouAhead: [
    "Hand-written memoisation removed wherever React Compiler proves it safe",
    "Tabs and back navigation that keep their state while hidden, built on the Activity component",
    "Slow interactions traced in React's own Scheduler and Components tracks in the browser's Performance panel",
    "Server Components patches applied within days under a support agreement: the December 2025 flaw in them was rated 10 out of 10 for severity",
    "Shared components moved onto platform features as browsers ship them, such as the popover attribute and CSS anchor positioning",
    "Cache Components, new in Next.js 16, adopted route by route where 'use cache' can make cached data explicit",
    "Effects that reconnect when an unrelated prop changes, fixed with the useEffectEvent hook",
    "Turbopack, the default bundler in Next.js, taking over each build whose custom webpack configuration has been ported",
  ],
  meta: {
    title: "React Development Services",
    description:
      "React and Next.js front ends that stay fast as features pile up: Server Components where they cut JavaScript, shared design systems and measured Web Vitals.",
    keywords: [
      "react development",
      "next.js app router",
      "react server components",
      "react agency",
      "frontend development",
      "typescript",
    ],
  },
} satisfies ExpertisePage;
