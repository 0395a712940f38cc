import type { ServicePage } from "../schema";

export default {
  slug: "digital-transformation",
  label: "Digital Transformation",
  group: "Services",
  heroTitle: "Digital transformation that ships working software",
  tagline:
    "Practical change programmes that connect strategy to working software: fewer manual steps, cleaner data, modern platforms, and teams who are ready to use them.",
  intro: [
    "Digital transformation is a vague phrase for a concrete problem: the way work gets done no longer matches what customers expect or what the business needs in order to grow. Orders are re-keyed between systems, reports take days to assemble, and every new initiative queues behind an overloaded IT team. We help organisations change that in deliberate steps, each delivering value before the next begins.",
    "The first step maps how work flows through the organisation today, using interviews, process walk-throughs and the data already in your systems. From that we agree where change pays back soonest and write a sequenced roadmap with business cases, dependencies and owners, small enough to begin next quarter and costed line by line.",
    "The people who write the roadmap also design and build software, which keeps each recommendation tied to what can be delivered and lets the same team carry it through. Programmes run under a steering group, with measurable outcomes for each phase and reviews at which the roadmap may change. Where a packaged product or your own IT team suits a phase better, the roadmap names it.",
  ],
  cardsHeading: "Digital transformation services",
  cards: [
    {
      title: "Digital strategy and roadmapping",
      description:
        "A current-state assessment of processes, systems, data and skills, followed by a target operating model and a roadmap sequenced by value and risk. Each initiative carries a business case, success measures and an accountable owner, so the plan can be funded, tracked and revised.",
    },
    {
      title: "Business process automation",
      description:
        "We map processes in BPMN, remove unnecessary steps first, then automate what remains with workflow engines, integration platforms or RPA tools such as Power Automate and UiPath. Exceptions route to a person along with the context needed to resolve them, and every automated step is logged for audit.",
    },
    {
      title: "Cloud migration",
      description:
        "Portfolio assessment that sorts each application into rehost, replatform, refactor, replace or retire, followed by landing-zone design and phased migration waves. Identity, networking, cost controls and data residency are settled before the first wave moves, which stops a move to AWS, Azure or Google Cloud from simply relocating old problems.",
    },
    {
      title: "Data analytics",
      description:
        "A data platform that gives decision-makers one version of the numbers: pipelines from operational systems into Snowflake, BigQuery or Microsoft Fabric, transformations in dbt, and dashboards in Power BI or Looker. Data ownership, quality checks and access rules are defined alongside the technology.",
    },
    {
      title: "Digital customer experience",
      description:
        "Journey mapping across every channel customers use, from first search to renewal, to find where they wait, repeat themselves or give up. We then redesign the weak points, whether that calls for a self-service portal, a better mobile app or joined-up CRM data for service teams.",
    },
    {
      title: "Change management",
      description:
        "Adoption is planned as carefully as the build: stakeholder engagement, communications and role-based training, readiness tracked with models such as ADKAR, and change champions recruited inside each team. Usage is measured after go-live, and the plan adjusts when people are seen working around the new process.",
    },
  ],
  meta: {
    title: "Digital Transformation Consulting and Delivery",
    description:
      "Digital transformation from strategy and roadmap to delivery: process automation, cloud migration, data platforms, customer experience and change management.",
    keywords: [
      "digital transformation consulting",
      "digital strategy roadmap",
      "business process automation",
      "cloud migration",
      "data analytics platform",
      "change management",
    ],
  },
} satisfies ServicePage;
