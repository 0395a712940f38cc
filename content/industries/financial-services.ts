import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "financial-services",
  label: "Financial Services",
  group: "Industries",
  topic: "Financial Services",
  heroTitle: "Financial Services Software Engineering",
  tagline:
    "Banks, lenders, payment firms and wealth platforms answer to a regulator. Our open banking integrations, card payment flows and anti-money-laundering onboarding leave records your compliance team can use as audit evidence.",
  whyHeading: "Financial software built with the regulator in the room",
  why: [
    `Before we write any code for a regulated firm, the statement of work between you and ${site.name} records the permissions you hold, the obligations that follow from them and the evidence your compliance team will need. Decisions are then logged, duties are segregated, and every material change carries a ticket, a review and a test: an audit draws on records that already exist.`,
    "For account information and payment initiation under PSD2 and the UK Open Banking Standard, we build strong customer authentication, consent dashboards and token lifecycles. Aggregators such as TrueLayer shorten time to market; direct bank connections give more control over cost and coverage.",
    "Identity journeys combine document and biometric checks, sanctions screening and risk scores your money laundering reporting officer can tune. Each alert records why it fired, and Consumer Duty reviews with your compliance team look for foreseeable harm.",
    "Resilience work maps technology assets, important business services and third-party providers against your impact tolerances. For EU firms under DORA, we help keep the register of information current and rehearse major incident reporting. That means tested restores, exit plans for critical cloud services, and legacy cores modernised in stages behind new interfaces.",
  ],
  thingsWeBuild: [
    "Open banking account and payment integrations with strong customer authentication and consent management",
    "Digital onboarding with identity checks, business verification and sanctions screening",
    "Card payment flows using hosted fields, network tokens and strong customer authentication",
    "Lending platforms covering application, affordability checks and servicing",
    "Transaction monitoring and anti-money-laundering case management with clear alert reasoning",
    "Wealth and investment portals with suitability checks and client reporting",
    "Service layers that wrap legacy core banking systems without a big-bang rewrite",
    "Outcome dashboards that evidence Consumer Duty monitoring to the board",
  ],
  challengesWeSolve: [
    "PCI DSS scope spreading into services that never needed card data",
    "Onboarding drop-off caused by slow or repeated identity checks",
    "No complete register of technology third-party providers for DORA reporting",
    "Alert queues full of false positives that consume analyst time",
    "Legacy cores that block new products because every change is risky",
    "Consumer Duty evidence scattered across spreadsheets and email threads",
    "Open banking consents expiring silently and breaking customer journeys",
    "Audit findings on access control, change management and logging",
  ],
  howWeKeepYouAhead: [
    "Policy checks and evidence collection automated in every deployment pipeline",
    "Segregated environments with least-privilege access and full audit trails",
    "Model governance for credit and fraud models, with the reasons for each decision stored",
    "Vendor exit plans and restore tests for the services your firm cannot do without",
    "Plain-language reviews of customer letters and screens before they ship",
    "Each change to EU and UK payments law traced to the consent and authentication screens it touches",
    "Reconciliation jobs that flag a ledger mismatch on the day it appears",
    "Incident rehearsals run with your operations team, with findings added to the backlog",
  ],
  meta: {
    title: "Financial Services Software Development",
    description:
      "Fintech and banking software for regulated firms: open banking under PSD2, PCI DSS card payments, identity onboarding, DORA resilience and Consumer Duty.",
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
