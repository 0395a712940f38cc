import type { ServicePage } from "../schema";

export default {
  slug: "software-development",
  label: "Software Development",
  group: "Services",
  heroTitle: "Bespoke software for the process no package fits",
  tagline:
    "Software for work that is yours alone, connected to the systems around it and documented for whoever maintains it next.",
  intro: [
    "The process we are asked to build for usually lives in spreadsheets, email threads and tools never meant to talk to each other. Mapping it shows who handles which step, where work waits and where data is typed twice; the build targets the steps where friction costs time or money.",
    "The stack follows your estate and your hiring plans: if your own developers will maintain the system in C#, we write it in C#. Projects run in two-week iterations, each ending in a working build, with automated tests on all changes and architecture decision records, kept in your repository, that explain the significant choices.",
    "Delivery teams work from our Bucharest, Tbilisi and Amman hubs, and client management from our Dubai headquarters. Code, infrastructure as code and documentation live in your repositories throughout. After release we hand over to your developers or stay on for support.",
  ],
  cardsHeading: "What we build, connect and replace",
  cards: [
    {
      title: "Custom software development",
      description:
        "We build the tools your operation depends on, such as a quoting engine that applies your pricing rules or a scheduler that knows which crew holds which certificate. A discovery workshop and a clickable prototype turn into a backlog ranked with you. At each iteration review you can reorder what comes next.",
    },
    {
      title: "Enterprise applications",
      description:
        "Finance, operations and people systems must cope with many roles, audit trails and years of data. We design for single sign-on through Microsoft Entra or Okta and for role-based access. Reports reconcile with the ledger, and the compliance duties of your sector, GDPR included, are part of the design.",
    },
    {
      title: "Desktop applications",
      description:
        "We build desktop software for Windows, macOS and Linux, natively in .NET with WinUI on Windows, or with Tauri or Electron when one codebase has to cover all three systems. Offline operation, hardware integration, code signing and silent automatic updates are part of the build.",
    },
    {
      title: "System integration",
      description:
        "We connect ERP, CRM, payment and logistics systems so that data is entered once, through web APIs or events over RabbitMQ or Kafka, with retries and idempotency as requirements and an alert when a sync fails.",
    },
    {
      title: "Legacy system modernisation",
      description:
        "Ageing VB6 or classic ASP systems are replaced feature by feature behind a façade, with old and new code sharing one database while users move across. The old system is retired once its last screen has a signed-off successor.",
    },
    {
      title: "Software architecture",
      description:
        "We review existing architectures and design new ones, assessing scalability, security and running cost and documenting the current state with C4 diagrams. The proposed structure is sized to your team and your load: often a well-organised modular monolith, sometimes a set of services or a serverless design on your cloud provider.",
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
