import type { ServicePage } from "../schema";

export default {
  slug: "web-apps",
  label: "Web Apps",
  group: "Services",
  heroTitle: "Web applications designed to keep changing",
  tagline:
    "SaaS products, dashboards and internal tools engineered with TypeScript, React, Node.js and PostgreSQL, shipped in small increments and designed to be maintained for years.",
  intro: [
    "The first release of a web application usually works; the trouble arrives around the tenth, when a rushed data model, bolted-on permissions and missing tests make every feature slower to ship. We spend the early weeks on those foundations: the schema, the access model and a test suite that lets a new engineer change code with confidence.",
    "A short discovery phase pins down the users, the core workflows, the integrations and the non-functional needs such as data residency, audit trails or an uptime target your customers expect. We then agree an architecture, usually a modular monolith until there is a concrete reason to split it, and a release plan that puts a working slice in front of users early.",
    "Our default stack is TypeScript end to end: React or Next.js in the browser, Node.js with NestJS or Fastify on the server, PostgreSQL for data and Redis where caching or queues are needed. Python, Go and .NET come in when your team or domain calls for them. A custom web application typically reaches its first production release in 6-12 weeks.",
  ],
  cardsHeading: "Web application development",
  cards: [
    {
      title: "SaaS product development",
      description:
        "From MVP to mature platform: subscription billing with Stripe, onboarding flows, feature flags, usage metering and an admin console for your support team. We design the product so pricing tiers and plan limits live in configuration in one place.",
    },
    {
      title: "Dashboards and data-heavy interfaces",
      description:
        "Operational dashboards and analytics views that stay responsive with large datasets. We use server-side pagination, virtualised tables, pre-aggregated queries and charting libraries such as ECharts or Recharts, and design filters and drill-downs around the decisions your users have to make.",
    },
    {
      title: "Progressive web apps",
      description:
        "Installable web apps with service workers, offline caching and background sync, useful for field teams or markets with patchy connectivity. A PWA can postpone the cost of separate native apps; web push works on Android and desktop, and on iOS 16.4 or later once the user adds the app to the home screen.",
    },
    {
      title: "Real-time features",
      description:
        "Live collaboration, presence indicators, notifications and streaming updates over WebSockets or server-sent events. We pick the simplest transport that fits, handle reconnection and ordering explicitly, and use Redis pub/sub, NATS or managed services such as Ably when fan-out grows.",
    },
    {
      title: "API design and integration",
      description:
        "REST and GraphQL APIs documented with OpenAPI, versioned with care and protected by rate limits. We connect your application to CRMs, ERPs, payment providers and identity systems, using idempotent webhooks and retry queues so a third-party outage does not corrupt your data.",
    },
    {
      title: "Authentication and multi-tenancy",
      description:
        "Sign-in with OAuth 2.0 and OpenID Connect, SSO over SAML for enterprise customers, MFA and role-based access control. Tenant isolation is enforced in the database, for example with PostgreSQL row-level security: a query that forgets its tenant filter still returns only the current tenant's rows.",
    },
    {
      title: "Internal tools and workflow systems",
      description:
        "Replacing spreadsheets and email chains with purpose-built tools for approvals, case handling, scheduling or inventory. We model the workflow as explicit states and transitions, keep a full audit log, and integrate with Microsoft 365 or Google Workspace where your staff already work.",
    },
    {
      title: "Testing, CI/CD and observability",
      description:
        "Unit and integration tests with Vitest, end-to-end coverage with Playwright, and pipelines in GitHub Actions or GitLab CI that deploy every merged change. OpenTelemetry tracing, structured logs and error tracking in Sentry show what broke in production, often before a customer reports it.",
    },
    {
      title: "Modernising legacy web applications",
      description:
        "Incremental rewrites of ageing PHP, AngularJS or jQuery applications using the strangler-fig pattern: new modules run beside the old system behind a shared router until the legacy code can be switched off. Users keep working throughout, and each step can be rolled back.",
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
