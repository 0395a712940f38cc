import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "oil-gas",
  label: "Oil & Gas",
  group: "Industries",
  topic: "Oil & Gas",
  heroTitle: "Oil & Gas Software Engineering",
  tagline:
    "Software for upstream, midstream and downstream operators: SCADA and historian integrations, OSDU data platform work, HSE applications and remote asset monitoring, engineered with IEC 62443 security from the field device up.",
  whyHeading: "Engineering for sites where uptime and safety both count",
  why: [
    `Operational technology sets the pace in oil and gas. PLCs and RTUs speak Modbus and DNP3, historians such as AVEVA PI hold years of tag data, and SCADA screens are tuned to how control-room operators work. ${site.name} integrates with that estate and leaves what works in place. We read data through OPC UA and MQTT Sparkplug B gateways, respect the levels of the Purdue model, and pass data out of the control network through a DMZ, never back in without review.`,
    "IEC 62443 gives operators and suppliers a shared vocabulary for securing industrial systems, and we use it from the first workshop. Assets are grouped into zones and conduits, target security levels are agreed with your OT team, and our own code follows the secure development practices described in IEC 62443-4-1. Vendor remote access runs through brokered, recorded sessions. For operators in the EU, the same evidence supports their obligations under NIS2.",
    "Subsurface and well data is the other half of the picture. The OSDU Data Platform gives operators a common, open model for wells, seismic and production records, and it runs on Azure Data Manager for Energy, AWS and other clouds. We write ingestion pipelines for LAS, SEG-Y, WITSML and CSV sources, build domain apps against the OSDU APIs, and tidy reference data so that a well keeps one identity across geology, drilling and production.",
    "Remote sites change what good software looks like. Backhaul is satellite or private LTE, hardware in hazardous areas must carry ATEX or IECEx ratings, and the person holding the tablet may be wearing gloves. Our HSE tools for permits to work, incident reporting and lone-worker checks run offline and sync later. Headquarters in Dubai puts us inside one of the world's busiest energy markets, with delivery teams in Bucharest, Tbilisi and Amman.",
  ],
  thingsWeBuild: [
    "Remote monitoring dashboards for wellheads, pipelines, tanks and compressor stations",
    "SCADA and historian integrations using OPC UA, MQTT Sparkplug B and the AVEVA PI Web API",
    "OSDU ingestion pipelines for well logs, seismic metadata, WITSML and production data",
    "Permit-to-work, incident reporting and lone-worker apps that run offline in the field",
    "Predictive maintenance models for pumps, compressors and other rotating equipment",
    "Methane and flaring emissions reporting fed by sensor readings and LDAR survey data",
    "Edge gateway software that buffers readings locally through satellite or cellular outages",
    "Inspection apps with photo capture, checklists, barcode asset tagging and sign-off",
  ],
  challengesWeSolve: [
    "Flat OT networks where one compromised laptop could reach the control systems",
    "Years of historian data held in proprietary formats that analysts cannot query",
    "The same well known by different names and identifiers across departments",
    "Paper permits and spreadsheets that make HSE audits slow and error-prone",
    "Field crews losing work when an app needs a signal they do not have",
    "Alarm floods on SCADA screens that bury the events operators need to act on",
    "Emissions figures assembled by hand from meters, logbooks and contractor surveys",
    "Third-party remote access to control systems with no recording or approval step",
  ],
  howWeKeepYouAhead: [
    "Risk assessments mapped to IEC 62443-3-2 zones, conduits and target security levels",
    "Following OSDU milestone releases and keeping pipelines and domain apps compatible",
    "Anomaly detection on sensor streams, reviewed by engineers before it drives any action",
    "Digital twin views that combine P&IDs, asset registers and live process values",
    "Reporting support for the EU Methane Regulation and measurement-based emissions data",
    "Patch and vulnerability management planned around shutdowns and maintenance windows",
    "Cloud, hybrid and on-premises options so sensitive data stays where policy requires",
    "Runbooks agreed with your operations and OT security teams before any change reaches site",
  ],
  meta: {
    title: "Oil & Gas Software, SCADA & OSDU Development",
    description:
      "SCADA integrations, OSDU data pipelines, HSE apps and remote asset monitoring for oil and gas operators, built with IEC 62443 security from device to cloud.",
    keywords: [
      "oil and gas software",
      "scada integration",
      "osdu data platform",
      "iec 62443",
      "remote asset monitoring",
      "hse software",
    ],
  },
} satisfies ExpertisePage;
