import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "financial-services",
  label: "Financial Services",
  group: "Industries",
  topic: "Financial Services",
  heroTitle: "Financial Services Software Engineering",
  tagline:
    "Banking, payments, lending and wealth platforms built for regulated markets: open banking under PSD2, PCI DSS payment flows, DORA-ready operational resilience, KYC and AML onboarding, and customer journeys that stand up to FCA Consumer Duty.",
  whyHeading: "Financial software built with the regulator in the room",
  why: [
    `In financial services the regulator is a stakeholder in every sprint. ${site.name} plans for that from day one: we ask which permissions you hold, which obligations follow from them and which controls your compliance team will need evidence for. That changes how we build. Decisions are logged, duties are segregated, and every material change carries a ticket, a review and a test, so an audit becomes a walk through records that already exist.`,
    "We build account information and payment initiation services under PSD2 and the UK Open Banking Standard, including strong customer authentication, consent dashboards and token lifecycles. Aggregators such as TrueLayer, Tink or Plaid make sense when speed to market matters; direct bank APIs win when cost or control matters more. On the card side we design flows with hosted fields, network tokens and 3-D Secure 2, so that PCI DSS v4.0.1 scope stays as narrow as possible.",
    "Onboarding is where conversion and compliance meet. We design KYC and KYB journeys with document and biometric checks from providers such as Onfido or Sumsub, sanctions and PEP screening, and risk scoring your MLRO can tune. Transaction monitoring rules and case management sit behind the scenes, with reasons recorded for every alert. For FCA Consumer Duty we test journeys for foreseeable harm, clear language and fair value, and capture the outcomes data boards are expected to review.",
    "Operational resilience is now law as well as good practice. For EU entities in scope of DORA we map ICT assets and critical or important functions, maintain the register of information on third-party providers and rehearse major incident reporting. UK firms get the same discipline against PRA and FCA rules on important business services and impact tolerances. In the architecture that means multi-region deployments, tested restores and exit plans from critical cloud services, while legacy cores are modernised in stages behind APIs.",
  ],
  thingsWeBuild: [
    "Open banking AIS and PIS integrations with SCA and consent management",
    "Digital onboarding with KYC, KYB, sanctions and PEP screening",
    "Card payment flows using hosted fields, network tokens and 3-D Secure 2",
    "Lending platforms covering application, affordability checks and servicing",
    "Transaction monitoring and AML case management with clear alert reasoning",
    "Wealth and investment portals with suitability checks and client reporting",
    "API layers that wrap legacy core banking systems without a big-bang rewrite",
    "Outcome dashboards that evidence Consumer Duty monitoring to the board",
  ],
  challengesWeSolve: [
    "PCI DSS scope spreading into services that never needed card data",
    "Onboarding drop-off caused by slow or repeated identity checks",
    "No complete register of ICT third-party providers for DORA reporting",
    "Alert queues full of false positives that consume analyst time",
    "Legacy cores that block new products because every change is risky",
    "Consumer Duty evidence scattered across spreadsheets and email threads",
    "Open banking consents expiring silently and breaking customer journeys",
    "Audit findings on access control, change management and logging",
  ],
  howWeKeepYouAhead: [
    "Policy as code and automated evidence collection in every pipeline",
    "Threat-led testing and resilience exercises aligned with DORA expectations",
    "Tracking PSD3, the proposed Payment Services Regulation and UK payments reform",
    "Segregated environments with least-privilege access and full audit trails",
    "Model governance for credit and fraud models, with explainable outputs",
    "Vendor exit plans and multi-region deployments for critical services",
    "Plain-language reviews of customer communications before they ship",
    "24/7 monitoring and support for systems that move money around the clock",
  ],
  meta: {
    title: "Financial Services Software Development",
    description:
      "Fintech and banking software for regulated firms: open banking under PSD2, PCI DSS payments, KYC and AML onboarding, DORA resilience and FCA Consumer Duty.",
    keywords: [
      "financial services software",
      "fintech development",
      "open banking",
      "pci dss compliance",
      "kyc and aml",
      "dora compliance",
      "consumer duty",
    ],
  },
} satisfies ExpertisePage;
