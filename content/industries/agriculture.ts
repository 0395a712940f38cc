import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "agriculture",
  label: "Agriculture",
  group: "Industries",
  topic: "Agriculture",
  heroTitle: "Agriculture & Agritech Software Development",
  tagline:
    "Our farm software keeps working where the mobile signal is weak: field records, satellite crop monitoring, ISOBUS task data and supply-chain traceability for growers, agronomists, co-operatives and food businesses.",
  whyHeading: "Agritech built around seasons, soils and supply chains",
  why: [
    `Every ${site.name} field app saves records, scouting notes and photos on the device and syncs when it reconnects: a spraying or harvest window can close within days, and the field may have one bar of signal. Two offline edits to one record are both kept for the user to resolve.`,
    "We read and write ISO-XML task data for ISOBUS terminals, generate variable-rate prescription maps for seed, fertiliser and crop protection, and return yield and as-applied maps to one field history. John Deere Operations Center is reached through its published interfaces, with no files carried across on a memory stick.",
    "Our imagery pipelines mask clouds in Copernicus Sentinel-2 and commercial imagery and compute indices such as NDVI, which agronomists see as management zones they can walk to and turn into a variable-rate plan.",
    "The EU Deforestation Regulation covers cattle, cocoa, coffee, oil palm, rubber, soya and wood. Under the timetable as amended in December 2025, due diligence applies from 30 December 2026 for large and medium operators and from 30 June 2027 for micro and small ones. Each due diligence statement locates every plot and shows no deforestation after 31 December 2020. We build plot mapping, supplier questionnaires and forest-cover checks.",
  ],
  thingsWeBuild: [
    "Farm management systems for field records, crop plans, inputs, labour and compliance",
    "Satellite crop monitoring with NDVI maps and in-season alerts",
    "Variable-rate prescription tools that export ISO-XML task data for ISOBUS terminals",
    "Offline-first scouting apps with geotagged photos, pest notes and field boundaries",
    "Plot-mapping tools that capture polygons and assemble deforestation due diligence statements",
    "Traceability platforms recording harvest, storage and shipment events from the farm gate onwards",
    "Agronomist portals for managing many farms, recommendations and sampling schedules",
    "Sensor dashboards for soil moisture, weather stations, grain stores and irrigation",
  ],
  challengesWeSolve: [
    "Field data trapped in machinery terminals, memory sticks and vendor-specific formats",
    "Apps that fail or lose records the moment a tractor cab loses signal",
    "Cloudy imagery that gives false crop health readings without proper masking",
    "Smallholder plot locations missing or inaccurate ahead of EUDR due diligence",
    "Input records kept on paper, which makes audits and farm assurance inspections slow",
    "Agronomy advice that cannot be traced back to the data it was based on",
    "Supplier data arriving as spreadsheets in a different layout from every co-operative",
    "Grain and cold stores checked by occasional visits, with no live readings between them",
  ],
  howWeKeepYouAhead: [
    "Yield forecasting and disease risk models that state their confidence and data limits",
    "Soil carbon and soil health measurement tools for regenerative farming schemes",
    "Due diligence workflows kept in step with the EUDR, whose application dates have already moved more than once",
    "Open data exchange that lets growers keep their records when they change software",
    "Radar imagery for regions where cloud hides the crop for weeks at a time",
    "Spray and fertiliser entries checked against buffer zones and label rates as they are recorded",
    "Seasonal release planning that leaves the app unchanged in the middle of harvest",
    "New features trialled with a few growers and agronomists before a wider release",
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
