import type { ServicePage } from "../schema";

export default {
  slug: "software-development",
  label: "Software Development",
  group: "Services",
  heroTitle: "Software built around how you work",
  tagline:
    "Bespoke applications, integrations and modernisation work from engineers who design for the next five years of change, not only for launch day.",
  intro: [
    "Off-the-shelf software covers the common case. Sooner or later, the workflow that sets an organisation apart ends up living in spreadsheets, email threads and a patchwork of tools that were never meant to talk to each other. That is usually where we come in: we map the process, find where the friction costs time or money, and build software that fits the way your teams really work.",
    "Our engineers work across TypeScript, C# and .NET, Java, Go and Python, and choose the stack to suit your existing estate and hiring plans. Projects run in two-week iterations with a working build at the end of each one, automated tests in CI from the first sprint, and architecture decision records so the reasoning behind each choice survives staff turnover.",
    "Delivery teams sit in our Bucharest, Tbilisi and Amman hubs with project leadership from Dubai, which gives clients in Europe and the UK a comfortable overlap of working hours and North American teams a workable window in their morning. Source code, infrastructure-as-code and documentation live in your repositories from day one. After release, we can hand over to your developers or stay on for support and further work.",
  ],
  cards: [
    {
      title: "Custom software development",
      description:
        "Bespoke applications shaped around a process only your business runs. We begin with a discovery workshop and a clickable prototype, agree a prioritised backlog, then ship in short iterations so you use real software early and can change direction before the budget is spent.",
    },
    {
      title: "Enterprise applications",
      description:
        "Line-of-business systems for finance, operations and HR that must cope with many roles, audit trails and years of data. We design for single sign-on through Entra ID or Okta, role-based access, reporting that finance teams trust, and the compliance duties of your sector, GDPR included.",
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
