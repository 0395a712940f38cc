import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "manufacturing",
  label: "Manufacturing",
  group: "Industries",
  topic: "Manufacturing",
  heroTitle: "Manufacturing & Industry 4.0 Software",
  tagline:
    "Software for the factory floor and the systems above it: MES builds and integrations, OPC UA connectivity, IIoT data platforms, predictive maintenance and traceability, structured around ISA-95 so production and business systems agree.",
  whyHeading: "Factory software that protects uptime and the control network",
  why: [
    `Factories run on equipment that outlives several generations of software. One line may mix new servo drives with PLCs older than some of the engineers maintaining them. ${site.name} respects that. Our engineers spend time with production, maintenance and quality teams before proposing anything, and we treat uptime as a hard requirement. Changes that touch control networks are planned with your OT team, tested away from the line and rolled out in maintenance windows, never pushed mid-shift.`,
    "We structure the work around ISA-95, because it gives everyone a shared language for what belongs at level 2 control, level 3 manufacturing operations and level 4 business planning. That makes MES projects clearer. Whether you run Siemens Opcenter, AVEVA, Rockwell FactoryTalk or a bespoke system, we build the missing modules for work orders, genealogy, quality checks and OEE, and integrate them with SAP or another ERP through B2MML or modern APIs.",
    "Connectivity comes first. We connect PLCs and machines through OPC UA, use MQTT with Sparkplug B for lightweight telemetry, and build a unified namespace so every system reads the same tag from the same place. Edge gateways buffer data when the network drops. Whether in the cloud or on-premise, time-series stores such as InfluxDB or TimescaleDB hold the history, and dashboards show operators what changed alongside the current number.",
    "Predictive maintenance only pays off when the data and the maintenance process are ready for it. We start with condition monitoring on a handful of critical assets, collect vibration, temperature and motor current signals, and prove that anomaly detection gives enough warning to plan a repair. Only then do we scale. All of this is designed with IEC 62443 zones and conduits in mind, because an IIoT project should never open a path from the internet to a controller.",
  ],
  thingsWeBuild: [
    "MES modules for work orders, genealogy, quality checks and OEE",
    "OPC UA and MQTT connectivity from PLCs, CNC machines and sensors",
    "Unified namespace architectures using Sparkplug B and an MQTT broker",
    "Predictive maintenance models on vibration, temperature and current data",
    "Traceability systems that link serials, batches and materials end to end",
    "Operator HMIs and shop-floor tablet apps designed for gloves and noise",
    "ERP integrations with SAP and others based on ISA-95 and B2MML",
    "Energy monitoring dashboards per line, machine and shift",
  ],
  challengesWeSolve: [
    "Machine data locked inside PLCs and vendor-specific protocols",
    "OEE figures that differ depending on who calculates them",
    "Unplanned downtime because maintenance follows the calendar, not condition",
    "Paper travellers and spreadsheets standing in for a real MES",
    "Recalls made worse by gaps in batch and component traceability",
    "IT and OT networks joined without segmentation or monitoring",
    "Pilot projects that never scale past a single line or site",
    "ERP plans that ignore what the shop floor can actually produce",
  ],
  howWeKeepYouAhead: [
    "ISA-95 models that keep level 3 and level 4 data consistent",
    "Edge computing that keeps lines running through network outages",
    "Security zones and conduits designed to IEC 62443",
    "Digital product passport readiness under the EU Ecodesign for Sustainable Products Regulation",
    "Asset Administration Shell models for digital twins of key equipment",
    "Staged rollouts, proven on one line before other sites adopt them",
    "Maintenance models retrained as equipment, materials and wear change",
    "Change windows planned around shift patterns and scheduled maintenance stops",
  ],
  meta: {
    title: "Manufacturing Software Development",
    description:
      "Factory software that raises OEE without risking the control network: MES modules, OPC UA and IIoT data, predictive maintenance and traceability on ISA-95.",
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
