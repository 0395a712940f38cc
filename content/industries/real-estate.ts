import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "real-estate",
  label: "Real Estate",
  group: "Industries",
  topic: "Real Estate",
  heroTitle: "Real Estate & PropTech Development",
  tagline:
    "Property portals, agent CRMs, tenant apps and building digital twins for agencies, developers and landlords, fed by clean listing data on RESO standards and connected to the systems your teams already rely on.",
  whyHeading: "Property software that respects how the market actually runs",
  why: [
    `Property data is messy long before it reaches a screen. Listings arrive from MLS feeds, agency CRMs and portal exports, each with its own field names, photo rules and update cadence. ${site.name} builds ingestion on the RESO Data Dictionary and the RESO Web API, so a bedroom count or a lease term means the same thing in every feed. For UK portals we handle Rightmove and Zoopla data feeds, including the material information that Trading Standards guidance expects on each listing.`,
    "Agents live in their CRM, so anything new has to meet them there. We integrate with sector platforms such as Reapit and Alto as well as Salesforce, HubSpot and Dynamics 365, syncing applicants, viewings, offers and vendor reports without double entry. Lead routing, valuation requests and viewing confirmations run as auditable workflows, and anti-money-laundering checks are stored on the same record, so compliance teams find them in one place.",
    "Once a building is occupied, the work moves from selling space to running it. We build digital twins that combine BIM models in IFC with live data from building management systems over BACnet and IoT sensors for occupancy, air quality and energy use. Tenant apps sit on top: access passes, amenity booking, maintenance requests with photos and notices from the building manager. Energy data from the same twin feeds EPC improvement plans and MEES compliance work.",
    "Buyers, renters and investors expect search to feel instant and maps to be accurate. We index listings for geospatial queries, optimise image delivery for galleries with dozens of photos, and hold listing templates to Core Web Vitals budgets that protect both conversion and organic traffic. Discovery and design run in short, fixed phases, engineering happens across our hubs in Romania, Georgia and Jordan, and support starts on launch day.",
  ],
  thingsWeBuild: [
    "Property search portals with map search, saved searches, alerts and mortgage calculators",
    "Listing syndication engines that publish to Rightmove, Zoopla, Idealista and MLS feeds",
    "RESO Web API integrations that normalise listings against the RESO Data Dictionary",
    "Agent and negotiator CRMs for applicants, viewings, offers and sales progression",
    "Tenant and resident apps for access, amenity booking, parcels and maintenance requests",
    "Building digital twins linking IFC models, BMS data and IoT occupancy sensors",
    "Investor and landlord portals with rent rolls, statements and document vaults",
    "Virtual tours and floor plan viewers embedded in listing pages without slowing them down",
  ],
  challengesWeSolve: [
    "Duplicate or stale listings caused by inconsistent feeds from many branches and agents",
    "Material information fields missing or incomplete on published property listings",
    "Negotiators re-keying the same applicant and viewing data into several systems",
    "Image-heavy listing pages that lose visitors before the gallery finishes loading",
    "Building systems that record data nobody can see or act on",
    "Maintenance requests lost in shared inboxes with no tracking or service levels",
    "Energy performance data scattered across surveys, meters and spreadsheets",
    "Identity and anti-money-laundering checks handled outside the main customer record",
  ],
  howWeKeepYouAhead: [
    "Following RESO Data Dictionary releases and updating field mappings as they change",
    "Natural-language property search and AI-drafted listing copy with human approval",
    "Automated valuation model integrations presented with clear confidence ranges",
    "Energy and carbon views per building to plan EPC upgrades and retrofit spend",
    "Open APIs so new proptech tools plug in without replacing your core systems",
    "Map layers for flood risk, schools, transport links and nearby planning applications",
    "Performance budgets on every listing template, checked automatically before release",
    "Security reviews for tenant data, access control integrations and rent payment flows",
  ],
  meta: {
    title: "Real Estate Software & PropTech Solutions",
    description:
      "Property portals, agent CRMs and tenant apps with instant search and accurate maps, integrated with listing feeds and fast enough to protect conversion and SEO.",
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
