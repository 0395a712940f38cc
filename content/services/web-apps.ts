import type { ServicePage } from "../schema";

export default {
  slug: "web-apps",
  label: "Web Apps",
  group: "Services",
  heroTitle: "Web applications built for real workloads",
  tagline:
    "SaaS products, dashboards and internal tools engineered with TypeScript, React, Node.js and PostgreSQL, shipped in small increments and designed to be maintained for years.",
  intro: [
    "Most web applications fail slowly. The first release works, then every new feature takes longer because the data model was rushed, permissions were bolted on and nobody wrote tests. We build the other kind: software whose foundations are chosen deliberately, so the tenth release is as calm as the first and new engineers can find their way around the codebase in days.",
    "Work begins with a short discovery phase. We pin down the users, the core workflows, the integrations and the non-functional needs such as data residency, audit trails or an uptime target your customers expect. From there we agree an architecture, usually a modular monolith before microservices, and a release plan that puts a working slice in front of users early.",
    "Our default stack is TypeScript end to end: React or Next.js on the front, Node.js with NestJS or Fastify behind it, PostgreSQL for data and Redis where caching or queues are needed. We also work in Python, Go and .NET when your team or domain calls for it. Custom web applications typically reach a first production release in six to twelve weeks.",
  ],
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
        "Installable web apps with service workers, offline caching and background sync, useful for field teams or markets with patchy connectivity. A PWA can postpone the cost of separate native apps while still supporting web push notifications on Android, desktop and recent iOS versions.",
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
        "Sign-in with OAuth 2.0 and OpenID Connect, SSO over SAML for enterprise customers, MFA and role-based access control. Tenant isolation is enforced in the data layer, for example with PostgreSQL row-level security, so no single query can leak another tenant's data.",
    },
    {
      title: "Internal tools and workflow systems",
      description:
        "Replacing spreadsheets and email chains with purpose-built tools for approvals, case handling, scheduling or inventory. We model the workflow as explicit states and transitions, keep a full audit log, and integrate with Microsoft 365 or Google Workspace where your staff already work.",
    },
    {
      title: "Testing, CI/CD and observability",
      description:
        "Unit and integration tests with Vitest, end-to-end coverage with Playwright, and pipelines in GitHub Actions or GitLab CI that deploy every merged change. OpenTelemetry tracing, structured logs and error tracking with Sentry show what broke in production before customers report it.",
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
      "SaaS platforms, dashboards and internal tools that stay fast and secure as users grow, built in React, Next.js and Node.js with tested releases every sprint.",
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
