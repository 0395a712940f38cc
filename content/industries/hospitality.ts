import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "hospitality",
  label: "Hospitality",
  group: "Industries",
  topic: "Hospitality",
  heroTitle: "Hospitality Technology & Guest Experience",
  tagline:
    "Hotels and restaurant groups already run a PMS, a POS and a channel manager. We connect them, add direct booking engines and guest apps, and keep card payments out of your own systems.",
  whyHeading: "Guest-facing systems that work with the PMS, POS and channel manager you run",
  why: [
    `A hotel stack typically joins a property management system, outlet tills, a channel manager, a booking engine, door locks and a guest database, each from a different vendor. What a hotel group usually needs from ${site.name} is the code that joins them. We map how they connect across your properties and agree with your operations team which gaps need code at all.`,
    "Every PMS and POS connection goes through the vendor's published interface; for OPERA Cloud, that is Oracle's Hospitality Integration Platform. Reservations, profiles and folio postings move both ways, and retries are idempotent, which stops a timeout from charging a guest twice. An older on-premises PMS gets an integration layer, with migration left for the quiet season.",
    "A direct booking avoids an OTA commission. We connect rates and availability to channel managers such as SiteMinder, and build booking pages that load quickly on a mid-range phone and show the full price, mandatory fees included, before payment.",
    "Pre-authorisations, deposits, no-show charges and split folios make hotel payments awkward. Tokenisation and hosted payment fields from gateways such as Adyen keep card data off your servers and your PCI DSS scope small. Guest apps cache room service menus and digital keys for the moments the hotel Wi-Fi drops.",
  ],
  thingsWeBuild: [
    "Direct booking engines with member rates, packages and add-on upsells",
    "OPERA Cloud integrations for reservations, profiles and folios",
    "POS connectors that post outlet charges to the guest folio in real time",
    "Guest apps for mobile check-in, digital keys and in-stay requests",
    "Channel manager and OTA connectivity for rates, availability and restrictions",
    "Restaurant ordering and table reservation flows linked to the POS",
    "Loyalty programmes and guest databases that unify profiles across properties",
    "Housekeeping and maintenance tools on tablets for operations teams",
  ],
  challengesWeSolve: [
    "Overbookings caused by slow or failed availability updates to channels",
    "Guest profiles duplicated across every property and every outlet",
    "Booking pages that lose mobile guests before they reach the payment step",
    "PCI DSS scope that widens every time a new payment flow is added",
    "Front-desk staff retyping data between the PMS, POS and spreadsheets",
    "Moving from an on-premises PMS to the cloud without disrupting in-house guests",
    "Upsell offers that arrive after the guest has already checked in",
    "Group reporting that fails because each property uses different codes",
  ],
  howWeKeepYouAhead: [
    "PCI DSS scope reviewed before any new payment route goes live",
    "Core Web Vitals budgets on booking pages, tested on mid-range phones",
    "Integration tests in vendor sandboxes before each PMS or POS upgrade",
    "Preference centres that let guests change their marketing choices in one place",
    "Hotel structured data and metasearch feeds that support direct demand",
    "Contactless journeys from pre-arrival email to mobile key and express checkout",
    "Shared data models that let group reports compare like with like",
    "Alerts on failed folio postings before the night audit runs",
  ],
  meta: {
    title: "Hotel and Hospitality Software Development",
    description:
      "Hotel and restaurant systems that connect the PMS, POS and channel manager you run, with direct booking engines and card data kept off your servers.",
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
