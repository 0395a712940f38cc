import type { ExpertisePage } from "../schema";

export default {
  slug: "real-estate",
  label: "Real Estate",
  group: "Industries",
  topic: "Real Estate",
  heroTitle: "Real Estate & Proptech Development",
  tagline:
    "A bedroom count means the same thing on your portal, in your CRM and in each feed you send to Rightmove or Zoopla.",
  whyHeading: "One record per property, from the portal feed to the tenancy and the building",
  why: [
    `We map each incoming listing, whether a North American MLS record on the RESO Data Dictionary or a UK branch export bound for Rightmove, to one internal model, and test the mapping against listings from your own sources. Under a support agreement, a feed that breaks overnight is flagged by monitoring and picked up by an on-call engineer.`,
    "Since 1 May 2026, the Renters' Rights Act 2025 has made private tenancies in England periodic and ended no-fault evictions. Lettings software needs section 8 possession grounds, a once-a-year rent-increase notice and a field for the landlord's registration on the Private Rented Sector Database, which is being phased in from late 2026.",
    "On the sales side we integrate with sector CRMs such as Reapit and Alto, and with Salesforce and HubSpot. Applicants, viewings, offers and vendor reports are entered once, and anti-money-laundering checks sit on the same customer record. Portal feeds carry the material information Trading Standards expects.",
    "For occupied buildings, we start from the points your building management system already exposes and agree with the facilities team which of them a tenant or asset manager should see.",
  ],
  thingsWeBuild: [
    "Property search portals with map search, saved searches, alerts and mortgage calculators",
    "Listing syndication engines that publish to Rightmove, Zoopla and Idealista",
    "RESO Web API integrations that normalise listings against the RESO Data Dictionary",
    "Agent and negotiator CRMs for applicants, viewings, offers and sales progression",
    "Tenant and resident apps for access, amenity booking and parcels, with maintenance requests tracked to the service levels in your leases",
    "Building information models joined to building management and occupancy sensor data",
    "Investor and landlord portals with rent rolls, statements and document vaults",
    "Virtual tours and floor plan viewers that load only when a visitor opens them",
  ],
  challengesWeSolve: [
    "Duplicate or stale listings caused by inconsistent feeds from many branches and agents",
    "Material information fields missing or incomplete on published property listings",
    "Negotiators re-keying the same applicant and viewing data into several systems",
    "Image-heavy listing pages that visitors abandon with the gallery half-loaded",
    "Building systems that record data nobody can see or act on",
    "Maintenance requests lost in shared inboxes, untracked and outside any service level",
    "Lettings workflows still built around fixed terms and section 21 notices",
    "Identity and anti-money-laundering checks handled outside the main customer record",
  ],
  howWeKeepYouAhead: [
    "Nightly feed checks that flag price, status and photo mismatches against the source listing",
    "Natural-language property search, and machine-drafted listing copy that an agent approves",
    "Automated valuation model integrations shown with their confidence range",
    "Energy and carbon views per building to plan EPC upgrades and retrofit spend",
    "Open APIs that let new proptech tools plug into the core systems you keep",
    "Map layers for flood risk, schools, transport links and nearby planning applications",
    "Image pipelines that resize and compress each listing photo for the device requesting it",
    "Offer and referencing flows that enforce the Renters' Rights Act's ban on rental bidding and its one-month cap on rent in advance",
  ],
  meta: {
    title: "Real Estate Software & Proptech Solutions",
    description:
      "Property portals, agent CRMs and tenant apps with map search and fast listing pages, integrated with RESO feeds, UK portals and agency software.",
    keywords: [
      "real estate software",
      "proptech development",
      "property portal development",
      "reso web api",
      "real estate crm",
      "tenant app",
    ],
  },
} satisfies ExpertisePage;
