import type { ExpertisePage } from "../schema";

export default {
  slug: "manufacturing",
  label: "Manufacturing",
  group: "Industries",
  topic: "Manufacturing",
  heroTitle: "Manufacturing & Industry 4.0 Software",
  tagline:
    "Planners and quality teams work from one view of each machine, fed by the controllers and sensors on the line.",
  whyHeading: "Machine data your planners can act on, proved on a few critical assets first",
  why: [
    "Machine data arrives over OPC UA or MQTT through edge gateways that buffer readings when the network drops. A unified namespace gives each system the same tag from the same place, and a time-series store such as TimescaleDB keeps the history in the cloud or on-premises, wherever your data policy puts it.",
    "ISA-95 settles what belongs in control, operations and planning. Around your manufacturing execution system, packaged or bespoke, we build the missing modules for work orders, genealogy, quality checks and equipment effectiveness, linked to your enterprise resource planning system.",
    `A predictive maintenance pilot covers a few critical assets. Vibration, temperature and motor current are collected long enough to show whether anomaly detection warns planners in time to schedule a repair. Further assets and lines follow only if it does, each quoted separately; the pilot contract is your whole commitment to us.`,
    "One line may mix new servo drives with controllers older than the people maintaining them. We walk it with your production, maintenance and quality teams. Control network changes are planned with your controls engineers, tested away from the line and installed in the maintenance windows you set. A new device connects only once it has been assigned to a security zone.",
  ],
  thingsWeBuild: [
    "MES modules for batch genealogy and in-line quality checks",
    "OPC UA and MQTT connectivity from controllers, machine tools and sensors",
    "Unified namespace architectures built around an MQTT broker",
    "Predictive maintenance models on vibration, temperature and current data",
    "Traceability systems that link serials, batches and materials end to end",
    "Operator screens and shop-floor tablet apps usable in protective gear and over machine noise",
    "Business system integrations modelled on ISA-95, with documented interfaces",
    "Energy monitoring dashboards per line, machine and shift",
  ],
  challengesWeSolve: [
    "Machine data locked inside controllers and vendor-specific protocols",
    "Equipment effectiveness figures that differ depending on who calculates them",
    "Unplanned downtime because maintenance follows the calendar while condition goes unmeasured",
    "Paper travellers and spreadsheets standing in for a real MES",
    "Recalls made worse by gaps in batch and component traceability",
    "Office and control networks joined, unsegmented and unmonitored",
    "Pilot projects that never scale past a single line or site",
    "Planning systems that schedule more than the shop floor can produce",
  ],
  howWeKeepYouAhead: [
    "Scrap and rework reasons captured at the station, linked to the batch and the machine settings",
    "Connected machines meeting the cybersecurity requirements the EU Machinery Regulation brings in on 20 January 2027",
    "Machine builders' remote access routed through one approved, logged gateway",
    "Shift change notes linked to the alarms and stoppages they describe",
    "Vulnerability handling that meets the Cyber Resilience Act's 24-hour early warning for the connected machines you sell",
    "Alarm lists rationalised to ISA-18.2, so operators see the few alarms that need action",
    "Maintenance models retrained as equipment, materials and wear change",
    "Recipe and parameter changes versioned, with who approved each one and when",
  ],
  meta: {
    title: "Manufacturing Software Development",
    description:
      "MES modules, OPC UA machine connectivity, machine data platforms, predictive maintenance and traceability for manufacturers, planned with your plant teams.",
    keywords: [
      "manufacturing software",
      "mes development",
      "opc ua",
      "iiot",
      "predictive maintenance",
      "isa-95",
      "industry 4.0",
    ],
  },
} satisfies ExpertisePage;
