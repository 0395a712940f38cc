import type { ServicePage } from "../schema";

export default {
  slug: "software-development",
  label: "Software Development",
  group: "Services",
  heroTitle: "Software built around how you work",
  tagline:
    "Bespoke applications, integrations and modernisation from engineers who plan for the years of change that follow launch day.",
  intro: [
    "Packaged software covers the common case, but the workflow that sets an organisation apart often ends up in spreadsheets, email threads and tools that were never meant to talk to each other. We map that process, find where the friction costs time or money, and build software that fits how your teams work.",
    "Our engineers work in TypeScript, C# and .NET, Java, Go and Python, and choose the stack to suit your existing estate and hiring plans. Projects run in two-week iterations with a working build at the end of each, automated tests in CI and architecture decision records that explain why each significant choice was made.",
    "Delivery teams work from our Bucharest, Tbilisi and Amman hubs, and client management from our Dubai headquarters. Code, infrastructure as code and documentation live in your repositories throughout. After release we hand over to your developers or stay on for support.",
  ],
  cardsHeading: "Software development services",
  cards: [
    {
      title: "Custom software development",
      description:
        "Bespoke applications shaped around a process only your business runs. We begin with a discovery workshop and a clickable prototype, agree a prioritised backlog, then ship in short iterations so you use real software early and can change direction before the budget is spent.",
    },
    {
      title: "Enterprise applications",
      description:
        "Line-of-business systems for finance, operations and HR that must cope with many roles, audit trails and years of data. We design for single sign-on through Entra ID or Okta, role-based access, reports that reconcile with the ledger, and the compliance duties of your sector, GDPR included.",
    },
    {
      title: "Desktop applications",
      description:
        "Native and cross-platform desktop software for Windows, macOS and Linux, built with .NET (WPF or WinUI), Electron or Tauri depending on performance and footprint. We handle offline operation, hardware integration, code signing and auto-update pipelines, so new releases reach every workstation without a manual install.",
    },
    {
      title: "System integration",
      description:
        "Connecting ERP, CRM, payment and logistics systems so data is entered once and trusted everywhere. We build REST and event-driven integrations over RabbitMQ or Kafka, treat retries and idempotency properly, and add monitoring so a failed sync is spotted within minutes.",
    },
    {
      title: "Legacy system modernisation",
      description:
        "Ageing systems in VB6, classic ASP, older Java or Delphi can be replaced without a risky big-bang cutover. Using the strangler-fig pattern, we put a façade in front of the old system, move features across one at a time, and run both side by side until the last dependency is retired.",
    },
    {
      title: "Software architecture",
      description:
        "Independent architecture reviews and design for new builds. We assess scalability, security and running cost, document the current state with C4 diagrams, and recommend the simplest structure that meets your needs, whether a well-organised modular monolith, a set of services or a serverless design on AWS or Azure.",
    },
  ],
  meta: {
    title: "Custom Software Development Services",
    description:
      "Custom software for operations that packaged products cannot model: enterprise and desktop applications, integrations and legacy systems modernised in stages.",
    keywords: [
      "custom software development",
      "enterprise applications",
      "desktop applications",
      "system integration",
      "legacy modernisation",
      "software architecture",
    ],
  },
} satisfies ServicePage;
