import type { ExpertisePage } from "../schema";

export default {
  slug: "angular",
  label: "Angular",
  group: "Frontend",
  topic: "Angular",
  heroTitle: "Angular Development",
  tagline:
    "Angular gives many teams building many screens one consistent way to write components, state, forms and tests.",
  whyHeading: "Shared structure that pays for itself only at scale",
  why: [
    "Routing, forms, HTTP, dependency injection, internationalisation and testing all come from the Angular team on one release schedule. When several departments build on the same codebase, that shared structure shortens debates in code review, and a developer moving between Angular projects finds the same CLI, conventions and folder layout. On a five-page marketing site the same structure is mostly overhead.",
    "Recent releases made Angular lighter: standalone components replaced NgModules as the default, signals give fine-grained reactivity without manual subscriptions, and zoneless change detection, the default for new projects since Angular 21, drops Zone.js. @defer blocks lazy-load heavy parts of a template with one declaration.",
    "RxJS stays where streams help: debounced search, WebSocket feeds, retries and cancellation. Signals hold the state a template reads, with toSignal at the boundary between the two. For larger estates, Nx enforces library boundaries, caches builds and runs only the tests a change affects.",
    "A new major version arrives twice a year and is supported for eighteen months; we run ng update at each one. With strict template checking, breakages show up as compile errors, and most steps are mechanical. Moving off AngularJS is a different job: a rewrite, scoped and priced on its own.",
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
    "AngularJS to modern Angular migrations, with old and new screens running side by side until the last one moves",
    "Applications stuck several major versions behind, brought current one version at a time",
    "Memory leaks from unsubscribed observables and long-lived component trees",
    "Sluggish screens where one input event re-checks the whole component tree",
    "NgModule-heavy code converted to standalone components with the official schematic",
    "Overgrown NgRx stores simplified or moved to NgRx SignalStore",
    "Slow CI pipelines shortened with Nx affected commands and remote caching",
    "Inconsistent interfaces across teams unified under a shared design system",
  ],
  howWeKeepYouAhead: [
    "Hand-written loading and error state around HTTP calls replaced with the Resource API",
    "New forms built with Signal Forms, production-ready in Angular 22, while existing ones stay on Reactive Forms",
    "Server-rendered pages that should wake their @defer blocks only on interaction, using incremental hydration",
    "Karma suites ported to Vitest, the test runner new Angular projects get, with Playwright for end-to-end flows",
    "Services declared with @Service() where @Injectable({ providedIn: 'root' }) was only boilerplate",
    "Angular Aria, the Angular team's headless accessible components, for the comboboxes, menus and tabs in your design system",
    "Older apps made ready for zoneless change detection feature by feature, then switched over as a whole, with Zone.js removed once the full test suite passes",
    "Components the Angular 22 migration marked Eager switched to OnPush, the new default, as their state moves into signals",
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
