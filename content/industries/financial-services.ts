import type { ExpertisePage } from "../schema";

export default {
  slug: "financial-services",
  label: "Financial Services",
  group: "Industries",
  topic: "Financial Services",
  heroTitle: "Financial Services Software Engineering",
  tagline:
    "When an auditor asks why a payment flow works the way it does, the reasons are written down in your own repository.",
  whyHeading: "Payment, onboarding and resilience work a supervisor can inspect",
  why: [
    `Discovery records the permissions you hold, the obligations that follow from them and the evidence your compliance function will ask for. From then on, architecture decision records cite the obligation each design meets, duties are segregated, and material changes can be traced from request to release.`,
    "Onboarding journeys combine document and biometric checks, business verification and sanctions screening, with risk thresholds your firm sets and can change by configuration between releases. Each alert stores the reason it fired.",
    "Account information and payment initiation need strong customer authentication, consent dashboards and token lifecycles: under PSD2 today, under the Payment Services Regulation agreed in November 2025 to replace most of it in the EU, and under the UK Open Banking Standard. An aggregator such as TrueLayer shortens time to market; direct bank connections give more control over cost and reliability, and the two can sit side by side.",
    "DORA has applied to EU financial entities since 17 January 2025. We help keep its register of information current, rehearse major incident reporting and run restore tests. For UK firms, the equivalent work maps important business services to impact tolerances. Critical cloud services get exit plans.",
  ],
  thingsWeBuild: [
    "Open banking account and payment integrations with strong customer authentication and consent management",
    "Digital onboarding with identity checks, business verification and sanctions screening",
    "Card payment flows using hosted fields, network tokens and 3-D Secure",
    "Lending platforms covering application, affordability checks and servicing",
    "Transaction monitoring and anti-money-laundering case management that keeps a case's evidence and decision together",
    "Wealth and investment portals with suitability checks and client reporting",
    "Service layers around legacy core banking systems, letting a core be replaced in stages",
    "Outcome dashboards that evidence Consumer Duty monitoring to the board",
  ],
  challengesWeSolve: [
    "PCI DSS scope spreading into services that never needed card data",
    "Onboarding drop-off caused by slow or repeated identity checks",
    "No complete register of technology third-party providers for DORA reporting",
    "Alert queues full of false positives that consume analyst time",
    "Legacy cores that block new products because any change is risky",
    "Consumer Duty evidence scattered across spreadsheets and email threads",
    "Open banking consents expiring silently and breaking customer journeys",
    "Audit findings on access control, change management and logging",
  ],
  howWeKeepYouAhead: [
    "Policy checks and evidence collection automated in the deployment pipeline",
    "Payee name checks in transfer journeys: Confirmation of Payee in the UK, Verification of Payee on standard and instant euro transfers",
    "Credit scoring models built with the logging and human oversight the EU AI Act asks of high-risk systems",
    "Production access granted per task and expiring on its own, with each session recorded for audit",
    "Reconciliation jobs that flag a ledger mismatch on the day it appears",
    "Consumer Duty reviews of customer letters and screens in each release cycle, looking for foreseeable harm",
    "Fraud-data sharing and impersonation-refund flows built to the Payment Services Regulation's agreed text",
    "Customer due diligence in onboarding journeys checked against the EU's single anti-money-laundering rulebook, which applies from July 2027",
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
