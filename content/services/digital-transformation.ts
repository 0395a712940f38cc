import type { ServicePage } from "../schema";

export default {
  slug: "digital-transformation",
  label: "Digital Transformation",
  group: "Services",
  heroTitle: "Software shaped by the process maps your people helped draw",
  tagline: "The change ships in phases, each with working software and training for the staff who will use it.",
  intro: [
    'We use "digital transformation" for a concrete problem: the way work gets done no longer matches what customers expect or what the business needs in order to grow. Orders are re-keyed between systems, reports take days to assemble, and new initiatives queue behind an overloaded IT team.',
    "The first step maps how work flows through the organisation today, using interviews, process walk-throughs and the data already in your systems. From that we agree where change pays back soonest, and write a roadmap whose first phase can start next quarter.",
    "The people who write the roadmap also build the software, and they cost each recommendation as work they would have to deliver. Programmes run under a steering group, with measurable outcomes per phase and reviews at which the plan may change. Phases are marked by how they will be delivered: software we build, a packaged product you buy or work your own IT team takes on.",
  ],
  cardsHeading: "Change that reaches the people doing the work",
  cards: [
    {
      title: "Digital strategy and roadmapping",
      description:
        "We assess processes, systems, data and skills as they are, then describe the target operating model and the measures each phase will be judged by, and give every item a costed business case and an owner.",
    },
    {
      title: "Business process automation",
      description:
        "We cut the steps that add nothing, then automate what remains with workflow engines and integration platforms, or with software robots that work the screen where a system offers no API. Exceptions route to a person along with the context needed to resolve them, and automated steps are logged for audit.",
    },
    {
      title: "Cloud migration",
      description:
        "Applications are assessed and sorted by migration path, from a straight rehost to retirement; the landing-zone design and the phased migration waves are planned from that inventory. Identity, networking, cost controls and data residency are designed into the landing zone, so the shortcuts of the old estate stay behind.",
    },
    {
      title: "Data analytics",
      description:
        "A data platform gives decision-makers one version of the numbers: pipelines from operational systems into one warehouse, tested transformations and dashboards built around the decisions your managers make. Data ownership, quality checks and access rules are defined alongside the technology.",
    },
    {
      title: "Digital customer experience",
      description:
        "Mapping the journey across channels, from first contact to renewal, shows where customers wait or have to repeat themselves. We then redesign the weak points, whether the fix is a self-service portal or joined-up CRM data for service teams.",
    },
    {
      title: "Change management",
      description:
        "Adoption is planned as carefully as the build: stakeholder engagement, communications and role-based training, readiness tracked with models such as ADKAR, and change champions recruited inside the teams affected. Usage is measured after go-live. When people are seen working around the new process, the plan adjusts.",
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
