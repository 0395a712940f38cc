import type { ExpertisePage } from "../schema";

export default {
  slug: "angular",
  label: "Angular",
  group: "Frontend",
  topic: "Angular",
  heroTitle: "Angular Development",
  tagline:
    "Angular suits organisations that need one consistent way to build many screens with many teams. We design Angular applications around signals, standalone components and clear library boundaries, so the code stays readable and upgrades remain routine work.",
  whyHeading: "When Angular is the right call for enterprise front ends",
  why: [
    "Angular is a complete framework, and that is its main selling point. Routing, forms, HTTP, dependency injection, internationalisation and testing come from one team on one release schedule. When several departments build on the same codebase, that shared structure reduces debate and speeds up code review. A developer who moves between Angular projects finds the same CLI, the same conventions and broadly the same folder layout, which makes staffing changes far less disruptive.",
    "Recent releases have made the framework lighter and easier to reason about. Standalone components removed the need for NgModules, signals give fine-grained reactivity without manual subscriptions, and zoneless change detection drops Zone.js for smaller bundles and clearer stack traces. The built-in control flow syntax and @defer blocks let us lazy-load heavy parts of a template with a single declaration, while the esbuild-based application builder has made local builds noticeably quicker.",
    "RxJS remains part of the picture, and we use it deliberately. Streams are excellent for debounced search, WebSocket feeds, retries and cancellation; they are overkill for a flag that opens a panel. Our rule of thumb is signals for state the template reads, observables for events over time, and toSignal or toObservable at the boundary between them. For larger estates, Nx monorepos enforce library boundaries, cache builds and run only the tests a change actually affects.",
    "Angular is rarely our pick for a small marketing site or a throwaway prototype. The learning curve is steeper than React or Vue, the initial setup is heavier, and the talent pool, while solid in enterprise markets, is smaller. Each major version is supported for eighteen months, so you need a budgeted rhythm of upgrades with ng update. If you are still on AngularJS, moving off it is a rewrite, and we scope and price it as one.",
  ],
  thingsWeBuild: [
    "Internal business applications with complex reactive forms and validation rules",
    "Multi-tenant admin consoles with role-based access and audit trails",
    "Nx monorepos hosting several apps and shared libraries under one build graph",
    "Component libraries on Angular CDK and Angular Material, themed to your brand",
    "Trading, monitoring and operations screens fed by WebSocket streams",
    "Server-side rendered Angular with hydration for public, indexable pages",
    "Offline-ready apps for field staff using the Angular service worker",
    "Micro-frontends with Native Federation for independently deployed teams",
  ],
  challengesWeSolve: [
    "AngularJS to modern Angular migrations, planned and delivered screen by screen",
    "Applications stuck several major versions behind, brought current with ng update",
    "Memory leaks from unsubscribed observables and long-lived component trees",
    "Sluggish change detection fixed with OnPush, signals and zoneless mode",
    "NgModule-heavy code converted to standalone components with the official schematic",
    "Overgrown NgRx stores simplified or moved to NgRx SignalStore",
    "Slow CI pipelines shortened with Nx affected commands and remote caching",
    "Inconsistent interfaces across teams unified under a shared design system",
  ],
  howWeKeepYouAhead: [
    "An upgrade cadence aligned with Angular's six-monthly major releases",
    "Strict template type checking and strict TypeScript from the first commit",
    "Nx boundary rules that stop teams creating circular dependencies",
    "Unit tests in Jest or Vitest with end-to-end coverage in Playwright or Cypress",
    "Bundle analysis on each build to catch dependencies that bloat the initial load",
    "Accessibility checks with the CDK a11y tools and axe in continuous integration",
    "Written migration notes whenever we adopt new APIs such as signal inputs",
    "Pairing sessions that bring in-house developers up to speed on signals",
  ],
  meta: {
    title: "Angular Development for Long-Lived Enterprise Apps",
    description:
      "Enterprise Angular front ends that large teams can keep consistent and upgrade on schedule, from signals and Nx monorepos to moving off AngularJS for good.",
    keywords: [
      "angular development",
      "angular signals",
      "nx monorepo",
      "angularjs migration",
      "enterprise frontend",
      "rxjs",
    ],
  },
} satisfies ExpertisePage;
