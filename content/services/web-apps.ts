import type { ServicePage } from "../schema";

export default {
  slug: "web-apps",
  label: "Web Apps",
  group: "Services",
  heroTitle: "Web applications for the tenth release as well as the first",
  tagline:
    "We build SaaS products and internal tools on a schema, an access model and a test suite that new engineers can change safely.",
  intro: [
    "Most of our early weeks on a web application go into its foundations. A first release usually works whatever the foundations; the trouble comes months later, when a rushed data model, bolted-on permissions and missing tests slow down the features that follow.",
    "The architecture we agree tends to be a modular monolith, kept whole until there is a concrete reason to split it. Its shape comes from the users, the core workflows, the integrations and needs such as data residency, audit trails or an uptime target your customers expect. The release plan puts a working slice in front of users early, and most projects are in production 6-12 weeks after kick-off.",
    "TypeScript in the browser and on the server is our default, because one language lets a small team carry a feature from database to screen. PostgreSQL holds the data until a workload needs something else. Python, Go and .NET come in when your team or your domain already runs on them.",
  ],
  cardsHeading: "What a web application needs to keep growing",
  cards: [
    {
      title: "SaaS product development",
      description:
        "Charging for a product brings its own build list: subscription billing (usually on Stripe), onboarding flows, feature flags, usage metering and an admin console for your support team, with pricing tiers and plan limits held in one place in configuration.",
    },
    {
      title: "Dashboards and data-heavy interfaces",
      description:
        "Large datasets make dashboards slow unless the interface is designed around them. Server-side pagination, virtualised tables and pre-aggregated queries keep views responsive. Filters and drill-downs follow the decisions your users have to make.",
    },
    {
      title: "Progressive web apps",
      description:
        "A progressive web app installs from the browser and keeps working on patchy connections through service workers, offline caching and background sync; field teams are a common fit. It can postpone the cost of separate native apps. Web push works on Android and desktop, and on iOS 16.4 or later once the user adds the app to the home screen.",
    },
    {
      title: "Real-time features",
      description:
        "Live collaboration, presence indicators, notifications and streaming updates run on the simplest transport that fits, usually WebSockets or server-sent events. Reconnection and ordering are handled explicitly. When fan-out grows, Redis pub/sub or a managed service such as Ably takes over.",
    },
    {
      title: "API design and integration",
      description:
        "REST APIs are described in OpenAPI and versioned; GraphQL APIs publish a typed schema, retire fields by deprecation and cap query cost and depth. Both sit behind rate limits. Connections to CRM, ERP, payment and identity systems use idempotent webhooks and retry queues: a third-party outage delays a sync and leaves your data intact.",
    },
    {
      title: "Authentication and multi-tenancy",
      description:
        "Users sign in with OAuth 2.0 and OpenID Connect, enterprise customers through SAML single sign-on, with multi-factor authentication and role-based access control on top. Tenant isolation sits in PostgreSQL row-level security: as long as the application connects as a role the policy covers, a query that forgets its tenant filter still returns only the current tenant's rows.",
    },
    {
      title: "Internal tools and workflow systems",
      description:
        "We move approvals, case handling and scheduling out of spreadsheets and email chains into purpose-built tools. Each workflow is modelled as explicit states and transitions with a full audit log. The tool connects to Microsoft 365 or Google Workspace, where your staff already work.",
    },
    {
      title: "Testing, deployment and observability",
      description:
        "Unit and integration tests run on all changes, and browser tests cover the journeys your users depend on. The pipeline deploys what merges. Tracing, structured logs and error tracking show what broke in production, often sooner than the first customer report.",
    },
    {
      title: "Modernising legacy web applications",
      description:
        "We rewrite ageing PHP and AngularJS applications with the strangler-fig pattern: a shared router sends requests for finished modules to the new code, and any step can be rolled back while users keep working.",
    },
  ],
  meta: {
    title: "Web App Development for SaaS and Internal Tools",
    description:
      "SaaS platforms, dashboards and internal tools in TypeScript and PostgreSQL, with tenant isolation in the database and tested, incremental releases.",
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
