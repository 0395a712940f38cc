import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "financial-services",
  label: "Financial Services",
  group: "Industries",
  topic: "Financial Services",
  heroTitle: "Financial Services Software Engineering",
  tagline:
    "Banking, payments, lending and wealth platforms for regulated firms: open banking integrations, card payment flows, identity and AML onboarding, and records your compliance team can use as audit evidence.",
  whyHeading: "Financial software built with the regulator in the room",
  why: [
    `Before ${site.name} writes code for a regulated firm, we ask which permissions you hold, which obligations follow from them and what evidence your compliance team will need. That shapes the build: decisions are logged, duties are segregated, and every material change carries a ticket, a review and a test. An audit then draws on records that already exist.`,
    "For account information and payment initiation under PSD2 and the UK Open Banking Standard, we build strong customer authentication, consent dashboards and token lifecycles. Aggregators such as TrueLayer or Plaid shorten time to market; direct bank APIs suit firms that want lower per-call cost or more control. Card flows use hosted fields, network tokens and 3-D Secure to keep PCI DSS scope narrow.",
    "Identity journeys combine document and biometric checks from providers such as Onfido, sanctions screening and risk scores your money laundering reporting officer can tune. Each monitoring alert records why it fired. For Consumer Duty, we review journeys with your compliance team for foreseeable harm and clear language, and capture the outcome data your board is expected to review.",
    "Resilience work begins with a map of ICT assets, important business services, third-party providers and the impact tolerances your firm has set. For EU entities in scope of DORA we help keep the register of information on ICT third-party arrangements current and rehearse incident reporting. In the architecture it means tested restores, exit plans for critical cloud services and legacy cores modernised in stages behind APIs.",
  ],
  thingsWeBuild: [
    "Open banking account and payment integrations with strong customer authentication and consent management",
    "Digital onboarding with identity checks, business verification and sanctions screening",
    "Card payment flows using hosted fields, network tokens and 3-D Secure",
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
    "Policy checks and evidence collection automated in every deployment pipeline",
    "Segregated environments with least-privilege access and full audit trails",
    "Model governance for credit and fraud models, with the reasons for each decision stored",
    "Vendor exit plans and restore tests for the services your firm cannot do without",
    "Plain-language reviews of customer letters and screens before they ship",
    "Draft payments legislation assessed for its effect on your consent and authentication flows",
    "Reconciliation jobs that flag a ledger mismatch on the day it appears",
    "Incident rehearsals run with your operations team, with findings added to the backlog",
  ],
  meta: {
    title: "Financial Services Software Development",
    description:
      "Fintech and banking software for regulated firms: open banking under PSD2, PCI DSS payments, KYC and AML onboarding, DORA resilience work and Consumer Duty.",
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
