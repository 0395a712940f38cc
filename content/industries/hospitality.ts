import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "hospitality",
  label: "Hospitality",
  group: "Industries",
  topic: "Hospitality",
  heroTitle: "Hospitality Technology & Guest Experience",
  tagline:
    "Hotel systems that agree with each other: the folio balances at the night audit, and a rate closed on one channel is closed on all.",
  whyHeading: "The connections your staff correct by hand come first",
  why: [
    `A restaurant charge missing from a folio or a room sold twice usually traces back to one of the links between the property management system (PMS), tills, channel manager, booking engine and door locks. The discrepancies your night auditor already chases point to the weak ones. Because they surface overnight, a support agreement with ${site.name} can keep an engineer on call while the audit runs.`,
    "Each PMS connection goes through the vendor's published interface; for OPERA Cloud, that is Oracle's Hospitality Integration Platform. Our integration code tags each folio posting with a reference, and a retry after a timeout first looks for that reference: a charge is not posted twice. An older on-premises PMS gets an integration layer, and migration waits for the quiet season.",
    "Mandatory fees belong in the first price a guest sees: UK law has banned drip pricing since April 2025, and EU rules require the total price. Our booking pages build that price from the rates and availability the channel manager holds and the fees set in your PMS.",
    "Pre-authorisations, deposits, no-show charges and split folios make hotel payments awkward. Hosted payment fields and tokenisation from gateways such as Adyen keep card numbers off your servers and your PCI DSS scope small.",
  ],
  thingsWeBuild: [
    "Direct booking engines with member rates, packages and add-on upsells",
    "OPERA Cloud integrations for reservations, profiles and folios",
    "Till connectors that post outlet charges to the guest folio in real time",
    "Guest apps for mobile check-in, digital keys and in-stay requests, cached for when the hotel Wi-Fi drops",
    "Channel manager and online travel agency connectivity for rates, availability and restrictions",
    "Restaurant ordering and table reservation flows linked to the outlet tills",
    "Loyalty programmes and guest databases that unify profiles across properties",
    "Housekeeping and maintenance tools on tablets for operations teams",
  ],
  challengesWeSolve: [
    "Overbookings caused by slow or failed availability updates to channels",
    "Guest profiles duplicated across properties and outlets",
    "Booking pages that lose mobile guests on the way to the payment step",
    "PCI DSS scope that widens as payment flows are added",
    "Front-desk staff retyping data between the PMS, the tills and spreadsheets",
    "Moving from an on-premises PMS to the cloud while guests are in-house",
    "Upsell offers that arrive after the guest has already checked in",
    "Group reporting that fails because each property uses different codes",
  ],
  howWeKeepYouAhead: [
    "Alerts on failed folio postings, raised while the outlet can still correct them",
    "Core Web Vitals budgets on booking pages, tested on mid-range phones",
    "PMS and till upgrades tried on the vendor's test system, then scheduled for a low-occupancy night",
    "Preference centres that let guests change their marketing choices in one place",
    "Hotel structured data and metasearch rate feeds that show your direct price where guests compare hotels",
    "Booking pages built to the European Accessibility Act's requirements for consumer e-commerce",
    "Guest messages from the app, email and WhatsApp answered in one inbox, beside the booking they concern",
    "Shared data models that let group reports compare like with like",
  ],
  meta: {
    title: "Hotel & Hospitality Software Development",
    description:
      "Hotel and restaurant systems that connect the PMS, tills and channel manager you run, with direct booking engines and card data kept off your servers.",
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
