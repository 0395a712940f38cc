import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "hospitality",
  label: "Hospitality",
  group: "Industries",
  topic: "Hospitality",
  heroTitle: "Hospitality Technology & Guest Experience",
  tagline:
    "Software for hotels, hotel groups and restaurant operators: property management and POS integrations, channel manager connectivity, direct booking engines and guest apps, with card handling designed to keep PCI DSS scope small.",
  whyHeading: "Guest-facing systems that work with the PMS, POS and channel manager you run",
  why: [
    `A hotel stack is rarely one system. It is a property management system, a POS in each outlet, a channel manager, a booking engine, door locks, a CRM and a revenue tool, each from a different vendor. ${site.name} works inside that reality. We begin with an integration map of your properties, the interfaces each vendor exposes and the data that must move between them, then decide which gaps need custom software and which close with configuration.`,
    "We build against PMS and POS platforms through their official interfaces, for example the Oracle Hospitality Integration Platform for OPERA Cloud, and the APIs of Mews, Apaleo, Lightspeed or Oracle Simphony. Reservations, profiles, folios and postings move in both directions, with idempotent handlers so a retried message never charges a guest twice. Where a property still runs an older on-premise PMS, we wrap it with an integration layer and leave the migration for the quiet season.",
    "Distribution decides margin. We connect rates and availability to channel managers such as SiteMinder or D-EDGE, and we build direct booking engines that load quickly on a phone, show the full price upfront and make member rates worth signing in for. Metasearch feeds, OTA parity checks and hotel structured data support the direct channel, so fewer stays arrive through commissions you would rather not pay.",
    "Payments in hospitality are awkward: pre-authorisations, deposits, no-show charges and split folios. We design them so card data never touches your servers, using tokenisation, hosted payment fields and gateways such as Adyen or Stripe, which keeps your PCI DSS v4.0.1 assessment manageable. Guest data is handled under GDPR with explicit consent for marketing, and guest apps keep working offline for spa menus, digital keys and room service when the hotel Wi-Fi is patchy.",
  ],
  thingsWeBuild: [
    "Direct booking engines with member rates, packages and add-on upsells",
    "OPERA Cloud integrations through OHIP for reservations, profiles and folios",
    "POS connectors that post outlet charges to the guest folio in real time",
    "Guest apps for mobile check-in, digital keys and in-stay requests",
    "Channel manager and OTA connectivity for rates, availability and restrictions",
    "Restaurant ordering and table reservation flows linked to the POS",
    "Loyalty and CRM platforms that unify guest profiles across properties",
    "Housekeeping and maintenance tools on tablets for operations teams",
  ],
  challengesWeSolve: [
    "Overbookings caused by slow or failed availability updates to channels",
    "Guest profiles duplicated across every property and every outlet",
    "Booking pages that lose mobile guests before they reach the payment step",
    "PCI DSS scope that widens every time a new payment flow is added",
    "Front-desk staff retyping data between the PMS, POS and spreadsheets",
    "Moving from on-premise PMS to cloud without disrupting in-house guests",
    "Upsell offers that arrive after the guest has already checked in",
    "Group reporting that fails because each property uses different codes",
  ],
  howWeKeepYouAhead: [
    "Tokenised payments and hosted fields that keep card data off your servers",
    "Core Web Vitals budgets on booking pages, tested on mid-range phones",
    "Integration tests against vendor sandboxes before each PMS or POS upgrade",
    "Consent records and preference centres that satisfy GDPR and ePrivacy rules",
    "Hotel schema markup and metasearch feeds that support direct demand",
    "Contactless journeys from pre-arrival email to mobile key and express checkout",
    "Shared data models that let group reports compare like with like",
    "A support desk staffed 24/7, because the night audit never stops",
  ],
  meta: {
    title: "Hotel and Hospitality Software Development",
    description:
      "Hotel and restaurant systems that connect the PMS, POS and channel manager you run, with direct booking that lifts margin and card data kept off your servers.",
    keywords: [
      "hospitality software",
      "hotel booking engine",
      "pms integration",
      "opera cloud integration",
      "channel manager",
      "pci dss",
    ],
  },
} satisfies ExpertisePage;
