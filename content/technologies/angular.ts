import type { ExpertisePage } from "../schema";

export default {
  slug: "angular",
  label: "Angular",
  group: "Frontend",
  topic: "Angular",
  heroTitle: "Angular Development",
  tagline:
    "Angular for organisations where many teams build many screens and need one consistent way to do it. We design applications around signals, standalone components and clear library boundaries, and keep upgrades routine work.",
  whyHeading: "When Angular is the right call for enterprise front ends",
  why: [
    "Routing, forms, HTTP, dependency injection, internationalisation and testing all come from the Angular team on one release schedule. When several departments build on the same codebase, that shared structure reduces debate and speeds up code review. A developer moving between Angular projects finds the same CLI, the same conventions and broadly the same folder layout, which makes moving people between teams far less disruptive.",
    "Recent releases made Angular lighter: standalone components removed the need for NgModules, signals give fine-grained reactivity without manual subscriptions, and zoneless change detection drops Zone.js for smaller bundles and clearer stack traces. The built-in control flow syntax and @defer blocks lazy-load heavy parts of a template with one declaration, and the esbuild-based application builder has made local builds noticeably quicker.",
    "We use RxJS where streams help: debounced search, WebSocket feeds, retries and cancellation. It is overkill for a flag that opens a panel. Our rule of thumb is signals for state the template reads, observables for events over time, and toSignal or toObservable at the boundary. For larger estates, Nx monorepos enforce library boundaries, cache builds and run only the tests a change affects.",
    "For a small marketing site or a throwaway prototype we rarely pick Angular: the learning curve is steeper than React or Vue, setup is heavier and the talent pool is smaller outside enterprise markets. Each major version is supported for eighteen months, which means a budgeted rhythm of upgrades with ng update. Moving off AngularJS is a rewrite, and we scope and price it as one.",
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
    "Strict template type checking and strict TypeScript enforced in CI",
    "Nx boundary rules that stop teams creating circular dependencies",
    "Unit tests in Jest or Vitest with end-to-end coverage in Playwright or Cypress",
    "Bundle budgets in angular.json fail the build when the initial load grows past its limit",
    "Accessible patterns from the CDK a11y package, such as focus traps and live announcers, checked with axe in continuous integration",
    "Decision records for each state-management choice: signals, RxJS or NgRx SignalStore",
    "Error and performance monitoring with Sentry or OpenTelemetry on every deployed environment",
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
