import type { ExpertisePage } from "../schema";

export default {
  slug: "oil-gas",
  label: "Oil & Gas",
  group: "Industries",
  topic: "Oil & Gas",
  heroTitle: "Oil & Gas Software Engineering",
  tagline:
    "Nothing we build reads from your control network until the people accountable for its security have approved the design.",
  whyHeading: "Data leaves the control network; changes come back only through review",
  why: [
    `Edge gateways are the only software we run on your control network: they read controllers, remote terminal units and plant historians over their own protocols. Changes to SCADA screens and alarms are ours to propose and your control engineers' to make. Readings reach your business network through a demilitarised zone, and any write back to a controller waits for review by the engineers who run it.`,
    `Under IEC 62443, the first drawing we agree with your engineers maps zones, conduits and target security levels. We work within your change management process, and vendor remote access, ours included, runs through brokered, recorded sessions.`,
    "Our ingestion jobs load well logs, seismic metadata and production volumes into the OSDU Data Platform; the hard part is usually giving each well one identity that geology, drilling and operations all use.",
    "Field crews work over satellite or private cellular links, in hazardous areas that need certified devices. Permit-to-work, incident reporting and lone-worker apps run offline, sync once the crew is back in range, and are tried out on a rugged tablet by crew members wearing their own gloves.",
  ],
  thingsWeBuild: [
    "Remote monitoring dashboards for wellheads, pipelines, tanks and compressor stations",
    "SCADA and historian integrations that reach controllers only through edge gateways",
    "OSDU ingestion pipelines for well logs, seismic metadata and production data",
    "Permit-to-work, incident reporting and lone-worker apps that run offline in the field",
    "Predictive maintenance models for pumps, compressors and other rotating equipment",
    "Methane and flaring reports for the EU Methane Regulation, with measured and estimated values kept apart",
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
    "Zone and conduit risk assessments revisited whenever a device or connection is added on site",
    "Reference data checks that stop a duplicate well identifier at the point of entry",
    "Anomaly detection on sensor streams, reviewed by engineers before it drives any action",
    "Digital twin views that combine piping and instrumentation diagrams, asset registers and live process values",
    "Leak survey findings tracked from detection to verified repair",
    "New data points reviewed with control-room operators before they reach a SCADA screen",
    "A software bill of materials for each gateway and app we deliver, so a vulnerability notice can be matched to the sites it affects",
    "A runbook for each change on site, agreed with your operations and control engineers",
  ],
  meta: {
    title: "Oil & Gas Software, SCADA & OSDU Development",
    description:
      "SCADA and historian integrations, OSDU data pipelines, HSE apps and remote monitoring for oil and gas, approved by the people who secure your control network.",
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
