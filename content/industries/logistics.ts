import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "logistics",
  label: "Logistics",
  group: "Industries",
  topic: "Logistics",
  heroTitle: "Logistics & Supply Chain Software",
  tagline:
    "Transport and warehouse software that fits the way freight really moves: TMS and WMS builds and integrations, EDI and API onboarding for trading partners, telematics, route optimisation and digital consignment notes under eCMR.",
  whyHeading: "Logistics software designed from the dock door and the exceptions outward",
  why: [
    `Logistics software fails at the edges: at the dock door, in the cab, and in the message a trading partner sends at midnight in a format nobody documented. ${site.name} starts there. We walk the process with your planners and warehouse leads, collect sample EDI files and API payloads, and list the exceptions before drawing any architecture. The result is software that treats a short pick, a refused delivery or a late trailer as a normal event with a defined next step.`,
    "Some operators need a transport or warehouse management system built around a process that packaged products cannot model. Others run Manhattan, Blue Yonder, SAP EWM or a mid-market WMS and need the gaps filled. We do both. That means order orchestration, dock scheduling, slotting and yard management modules, integrated with ERP, carrier and customer systems through event streams in place of nightly batch jobs, so stock and shipment status stay consistent on every screen.",
    "Partner onboarding is often the slowest part of a logistics programme. We implement EDIFACT and ANSI X12 messages such as IFTMIN, DESADV, 204, 214 and 856, alongside REST and AS2 connections, with mapping tests that catch a malformed segment before it reaches production. On the vehicle side we ingest telematics from fleet platforms and ELD devices, normalise GPS and CAN bus data, and turn it into arrival estimates that dispatchers and customers can trust.",
    "Route optimisation is a trade-off between cost, delivery windows, driver hours and vehicle capacity. We model those constraints with solvers such as Google OR-Tools or commercial engines, and we show planners why a route was chosen so they can override it with confidence. For cross-border road freight we build eCMR flows under the e-CMR protocol and prepare for the EU eFTI regulation, replacing paper consignment notes with signed, auditable electronic records.",
  ],
  thingsWeBuild: [
    "Transport management modules for load planning, carrier tendering and freight audit",
    "Warehouse management features for slotting, wave picking and cycle counts",
    "EDI gateways for EDIFACT and ANSI X12 with partner-specific mapping tests",
    "Driver apps with proof of delivery, photo capture and offline sync",
    "Telematics pipelines that turn GPS and CAN bus data into live ETAs",
    "Route optimisation services that respect time windows and driver hours rules",
    "Electronic CMR consignment flows signed by shipper, carrier and consignee",
    "Customer tracking portals and shipment notification APIs",
  ],
  challengesWeSolve: [
    "Partner onboarding that drags on because every EDI map is built by hand",
    "Stock figures that disagree between the WMS, the ERP and the web shop",
    "Dispatchers planning in spreadsheets because the optimiser is a black box",
    "ETAs based on timetables rather than where the vehicle actually is",
    "Paper CMR notes lost, illegible or late, holding up invoicing",
    "Scanners and driver apps failing in basements, yards and on rural roads",
    "Legacy TMS code that nobody dares to change ahead of peak season",
    "Visibility gaps when freight passes between carriers, hubs and customs brokers",
  ],
  howWeKeepYouAhead: [
    "Event-driven integration on Kafka or cloud queues in place of nightly batches",
    "Readiness work for EU eFTI platforms and other digital freight documents",
    "Constraint models that planners can tune without a developer on call",
    "Load tests against peak-season volumes well before the peak arrives",
    "Offline-first design for rugged scanners, handhelds and driver phones",
    "Per-shipment emissions reporting aligned with the GLEC Framework and ISO 14083",
    "Observability on every partner feed, with alerts before a customer notices",
    "Peak-season load tests against real carrier and customs message volumes before the rush",
  ],
  meta: {
    title: "Logistics Software Development",
    description:
      "TMS and WMS development, EDI integration, telematics, route optimisation and eCMR for shippers, carriers and 3PLs across Europe, the UK and North America.",
    keywords: [
      "logistics software",
      "transport management system",
      "warehouse management system",
      "edi integration",
      "route optimisation",
      "fleet telematics",
      "ecmr",
    ],
  },
} satisfies ExpertisePage;
