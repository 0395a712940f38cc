import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "agriculture",
  label: "Agriculture",
  group: "Industries",
  topic: "Agriculture",
  heroTitle: "Agriculture & AgriTech Software Development",
  tagline:
    "Farm management systems, satellite crop monitoring, ISOBUS task data and supply-chain traceability for growers, agronomists, co-operatives and food businesses, built to work where the signal is weak and the season will not wait.",
  whyHeading: "Agritech built around seasons, soils and supply chains",
  why: [
    `Farming runs to a calendar that software cannot move. Drilling, spraying and harvest windows can close within days, so tools have to work when they are needed, on a phone in a field with one bar of signal. ${site.name} designs agricultural apps offline-first. Field records, scouting notes and photos are saved on the device and synchronised when it reconnects, with conflict handling that never quietly drops a record.`,
    "Precision agriculture depends on data moving cleanly between machines and software. We read and write ISO-XML task data under ISOBUS (ISO 11783), generate variable-rate prescription maps for seed, fertiliser and crop protection, and bring yield and as-applied maps back into a single field history. Where a farm already uses John Deere Operations Center or the agrirouter data exchange, we connect through their APIs instead of asking anyone to move files by USB stick.",
    "Satellite imagery turns a general field walk into a targeted one. We build pipelines on Copernicus Sentinel-2 and commercial sources, apply cloud masking, and compute indices such as NDVI and NDRE to show where a crop is stressed or running ahead. Results appear as management zones an agronomist can walk to, and can feed straight into a variable-rate plan. Soil samples, weather and sensor readings sit in the same geospatial store.",
    "Buyers and regulators increasingly want to know exactly where a product was grown. The EU Deforestation Regulation asks for the geolocation of every plot producing cattle, cocoa, coffee, oil palm, rubber, soya or wood, plus a due diligence statement before those goods enter or leave the EU market. We build plot mapping, supplier questionnaires and risk checks against forest-cover data, and use GS1 EPCIS events to carry traceability from farm gate to processor.",
  ],
  thingsWeBuild: [
    "Farm management systems for field records, crop plans, inputs, labour and compliance",
    "Satellite crop monitoring with Sentinel-2 NDVI and NDRE maps and in-season alerts",
    "Variable-rate prescription tools that export ISO-XML task data for ISOBUS terminals",
    "Offline-first scouting apps with geotagged photos, pest notes and field boundaries",
    "EUDR plot-mapping tools that capture polygons and assemble due diligence statements",
    "Traceability platforms recording harvest, storage and shipment events with GS1 EPCIS",
    "Agronomist portals for managing many farms, recommendations and sampling schedules",
    "IoT dashboards for soil moisture, weather stations, grain stores and irrigation",
  ],
  challengesWeSolve: [
    "Field data trapped in machinery terminals, USB sticks and vendor-specific formats",
    "Apps that fail or lose records the moment a tractor cab loses signal",
    "Cloudy imagery that gives false crop health readings without proper masking",
    "Smallholder plot locations missing or inaccurate ahead of EUDR due diligence",
    "Input records kept on paper, which makes audits and farm assurance inspections slow",
    "Agronomy advice that cannot be traced back to the data it was based on",
    "Supplier data arriving as spreadsheets in a different layout from every co-operative",
    "Grain and cold stores checked by occasional visits, with no live readings between them",
  ],
  howWeKeepYouAhead: [
    "Following AEF ISOBUS conformance work and the task controller features farmers use",
    "Yield forecasting and disease risk models that state their confidence and data limits",
    "Soil carbon and soil health measurement tools for regenerative farming schemes",
    "Monitoring EUDR implementation changes and updating due diligence workflows to match",
    "Open data exchange so growers keep their records when they change software",
    "Sentinel-1 radar imagery for regions where cloud hides the crop for weeks at a time",
    "Record keeping that supports UK schemes such as the Sustainable Farming Incentive",
    "Seasonal release planning so nothing changes in the app in the middle of harvest",
  ],
  meta: {
    title: "Agriculture Software & Precision Farming Apps",
    description:
      "Farm management systems, NDVI crop monitoring, ISOBUS task data and EUDR traceability tools for growers, agronomists, co-operatives and food supply chains.",
    keywords: [
      "agriculture software",
      "precision agriculture",
      "farm management system",
      "ndvi crop monitoring",
      "isobus",
      "eudr traceability",
    ],
  },
} satisfies ExpertisePage;
