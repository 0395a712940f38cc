import type { ExpertisePage } from "../schema";

export default {
  slug: "agriculture",
  label: "Agriculture",
  group: "Industries",
  topic: "Agriculture",
  heroTitle: "Agriculture & Agritech Software Development",
  tagline:
    "From a grower's phone to a deforestation due diligence file, each record stays tied to the plot it came from.",
  whyHeading: "Field data that survives a lost signal and an auditor's questions",
  why: [
    `A spraying window can close within hours, and the field may have one bar of signal. Our field apps save records, scouting notes and photos on the device and sync when the signal returns; if two people edit one record offline, the agronomist sees both versions and keeps one.`,
    "The EU Deforestation Regulation covers cattle, cocoa, coffee, oil palm, rubber, soya and wood, and many of their products. Operators have to geolocate each plot of production and show that it was not deforested after 31 December 2020. We build plot mapping, supplier questionnaires and forest-cover checks for rules that, after two postponements, apply to large and medium operators from 30 December 2026.",
    "We read and write ISO-XML task data for ISOBUS terminals, generate variable-rate prescription maps for seed, fertiliser and crop protection, and return yield and as-applied maps to one field history. Manufacturers' platforms, John Deere Operations Center among them, are reached through published interfaces; unconnected terminals take task files by memory stick.",
    "Our imagery pipelines mask clouds in Copernicus Sentinel-2 and commercial scenes, then compute indices such as NDVI. Agronomists see the result as management zones they can check on foot and turn into a variable-rate plan, with radar imagery filling in where cloud hides a crop for weeks.",
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
    "Cloudy imagery, left unmasked, giving false crop health readings",
    "Smallholder plot locations too patchy to support EUDR due diligence",
    "Input records kept on paper, which makes audits and farm assurance inspections slow",
    "Agronomy advice that cannot be traced back to the data it was based on",
    "Supplier data arriving as spreadsheets in a different layout from each co-operative",
    "Grain and cold stores checked only on occasional visits",
  ],
  howWeKeepYouAhead: [
    "Yield forecasting and disease risk models that state their confidence and data limits",
    "Soil carbon and soil health measurement tools for regenerative farming schemes",
    "Plot polygons checked for overlaps, gaps and impossible sizes as suppliers submit them",
    "Drilling and harvest weeks written into the contract as release freezes, broken only for a security fix you approve",
    "Field boundaries and crop codes taken from the grower's subsidy claim, never redrawn by hand",
    "Spray and fertiliser entries checked against buffer zones and label rates as they are recorded",
    "Machine data requested from manufacturers under the EU Data Act and converted into the formats your agronomy tools read",
    "Farm data shared with buyers and lenders only under a consent the grower can revoke",
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
