import type { ServicePage } from "../schema";

export default {
  slug: "web-apps",
  label: "Web Apps",
  group: "Services",
  heroTitle: "Web applications designed to keep changing",
  tagline:
    "SaaS products, dashboards and internal tools are engineered in TypeScript, React, Node.js and PostgreSQL, shipped in small increments and designed to be maintained for years.",
  intro: [
    "Most of the early weeks on a web application go into its foundations: the schema, the access model and a test suite that lets a new engineer change code with confidence. The first release usually works either way. The trouble arrives around the tenth, when a rushed data model, bolted-on permissions and missing tests make every feature slower to ship.",
    "A short discovery phase pins down the users, the core workflows, the integrations and the non-functional needs such as data residency, audit trails or an uptime target your customers expect. We then agree an architecture, usually a modular monolith until there is a concrete reason to split it, and a release plan that puts a working slice in front of users early.",
    "Our default stack is TypeScript end to end: React or Next.js in the browser, Node.js with NestJS or Fastify on the server, PostgreSQL for data and Redis where caching or queues are needed. Python, Go and .NET come in when your team or domain calls for them. A custom web application typically reaches its first production release in 6-12 weeks.",
  ],
  cardsHeading: "Web application development",
  cards: [
    {
      title: "SaaS product development",
      description:
        "We take SaaS products from MVP to mature platform: subscription billing with Stripe, onboarding flows, feature flags, usage metering and an admin console for your support team. Pricing tiers and plan limits live in configuration, in one place.",
    },
    {
      title: "Dashboards and data-heavy interfaces",
      description:
        "Large datasets make dashboards slow unless the interface is designed around them. Server-side pagination, virtualised tables, pre-aggregated queries and a charting library such as ECharts keep operational and analytics views responsive, and filters and drill-downs follow the decisions your users have to make.",
    },
    {
      title: "Progressive web apps",
      description:
        "A progressive web app installs from the browser and keeps working on patchy connections through service workers, offline caching and background sync; field teams are a common fit. It can postpone the cost of separate native apps. Web push works on Android and desktop, and on iOS 16.4 or later once the user adds the app to the home screen.",
    },
    {
      title: "Real-time features",
      description:
        "We build live collaboration, presence indicators, notifications and streaming updates on the simplest transport that fits, usually WebSockets or server-sent events. Reconnection and ordering are handled explicitly, and Redis pub/sub or a managed service such as Ably takes over when fan-out grows.",
    },
    {
      title: "API design and integration",
      description:
        "Our REST and GraphQL APIs are documented with OpenAPI, versioned with care and protected by rate limits. Connections to CRMs, ERPs, payment providers and identity systems use idempotent webhooks and retry queues, designed for a third-party outage to leave your data intact.",
    },
    {
      title: "Authentication and multi-tenancy",
      description:
        "Users sign in with OAuth 2.0 and OpenID Connect, enterprise customers through SAML single sign-on, with MFA and role-based access control on top. Tenant isolation is enforced in the database, for example with PostgreSQL row-level security: a query that forgets its tenant filter still returns only the current tenant's rows.",
    },
    {
      title: "Internal tools and workflow systems",
      description:
        "Approvals, case handling and scheduling often live in spreadsheets and email chains until we replace them with purpose-built tools. Each workflow is modelled as explicit states and transitions with a full audit log, and the tool connects to Microsoft 365 or Google Workspace where your staff already work.",
    },
    {
      title: "Testing, CI/CD and observability",
      description:
        "We set up unit and integration tests in Vitest, end-to-end tests in Playwright and a pipeline in GitHub Actions or GitLab CI that deploys each merged change. OpenTelemetry tracing, structured logs and error tracking in Sentry show what broke in production, often before a customer reports it.",
    },
    {
      title: "Modernising legacy web applications",
      description:
        "Ageing PHP and AngularJS applications can be rewritten piece by piece with the strangler-fig pattern: new modules run beside the old system behind a shared router until the legacy code can be switched off. Users keep working throughout, and each step can be rolled back.",
    },
  ],
  meta: {
    title: "Web App Development for SaaS and Internal Tools",
    description:
      "SaaS platforms, dashboards and internal tools in React, Next.js, Node.js and PostgreSQL, with tenant isolation in the database and tested, incremental releases.",
    keywords: [
      "web application development",
      "saas development",
      "progressive web apps",
      "react and node.js",
      "multi-tenant architecture",
      "api development",
    ],
  },
} satisfies ServicePage;
