import type { ServicePage } from "../schema";

export default {
  slug: "web-apps",
  label: "Web Apps",
  group: "Services",
  heroTitle: "Web applications designed to keep changing",
  tagline:
    "SaaS products and internal tools whose data model, permissions and tests are planned for the tenth release.",
  intro: [
    "Most of the early weeks on a web application go into its foundations: the schema, the access model and a test suite that lets a new engineer change code with confidence. The first release usually works either way. The trouble arrives around the tenth, when a rushed data model, bolted-on permissions and missing tests make every feature slower to ship.",
    "A short discovery phase pins down the users, the core workflows, the integrations and the non-functional needs such as data residency, audit trails or an uptime target your customers expect. We then agree an architecture, usually a modular monolith until there is a concrete reason to split it, and a release plan that puts a working slice in front of users early.",
    "TypeScript in the browser and on the server is our default: one language lets a small team carry a feature from database to screen, and PostgreSQL holds the data until a workload needs something else. Python, Go and .NET come in when your team or your domain already runs on them. A custom web application typically reaches its first production release in 6-12 weeks.",
  ],
  cardsHeading: "What a web application needs after its first release",
  cards: [
    {
      title: "SaaS product development",
      description:
        "Charging for a product brings its own build list: subscription billing, usually on Stripe, onboarding flows, feature flags, usage metering and an admin console for your support team. Pricing tiers and plan limits live in configuration, in one place.",
    },
    {
      title: "Dashboards and data-heavy interfaces",
      description:
        "Large datasets make dashboards slow unless the interface is designed around them. Server-side pagination, virtualised tables and pre-aggregated queries keep operational and analytics views responsive, and filters and drill-downs follow the decisions your users have to make.",
    },
    {
      title: "Progressive web apps",
      description:
        "A progressive web app installs from the browser and keeps working on patchy connections through service workers, offline caching and background sync; field teams are a common fit. It can postpone the cost of separate native apps. Web push works on Android and desktop, and on iOS 16.4 or later once the user adds the app to the home screen.",
    },
    {
      title: "Real-time features",
      description:
        "Live collaboration, presence indicators, notifications and streaming updates run on the simplest transport that fits, usually WebSockets or server-sent events. Reconnection and ordering are handled explicitly, and Redis pub/sub or a managed service such as Ably takes over when fan-out grows.",
    },
    {
      title: "API design and integration",
      description:
        "Our REST and GraphQL APIs are documented with OpenAPI, versioned with care and protected by rate limits. Connections to CRM, ERP, payment and identity systems use idempotent webhooks and retry queues, built so that a third-party outage delays a sync without corrupting your data.",
    },
    {
      title: "Authentication and multi-tenancy",
      description:
        "Users sign in with OAuth 2.0 and OpenID Connect, enterprise customers through SAML single sign-on, with multi-factor authentication and role-based access control on top. Tenant isolation is enforced in the database, for example with PostgreSQL row-level security: a query that forgets its tenant filter still returns only the current tenant's rows.",
    },
    {
      title: "Internal tools and workflow systems",
      description:
        "Approvals, case handling and scheduling often live in spreadsheets and email chains until we replace them with purpose-built tools. Each workflow is modelled as explicit states and transitions with a full audit log, and the tool connects to Microsoft 365 or Google Workspace where your staff already work.",
    },
    {
      title: "Testing, deployment and observability",
      description:
        "Unit and integration tests run on every change, browser tests cover the journeys your users depend on, and the pipeline deploys each merged change. Tracing, structured logs and error tracking show what broke in production, often before a customer reports it.",
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
