import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "logistics",
  label: "Logistics",
  group: "Industries",
  topic: "Logistics",
  heroTitle: "Logistics & Supply Chain Software",
  tagline:
    "We build the transport and warehouse modules a packaged TMS or WMS leaves out, onboard trading partners over EDI and web interfaces, and give drivers apps with telematics and electronic consignment notes.",
  whyHeading: "Logistics software designed from the dock door and the exceptions outward",
  why: [
    `When you ask ${site.name} for a logistics estimate, we first request sample EDI files and the payloads your partners' interfaces send. Then we walk the dock and the yard with planners, warehouse leads and the people who answer carrier calls, listing the exceptions: the short pick, the refused delivery, the late trailer. Each gets a defined next step in the software before any architecture is drawn.`,
    "Packaged transport and warehouse systems such as Manhattan or Blue Yonder leave gaps at the edges: order orchestration, dock scheduling, yard management. We build those modules and connect them to finance, carrier and customer systems through event streams, keeping stock and shipment status consistent on every screen.",
    "Partner onboarding is a testing problem. Every EDIFACT or X12 map is built against sample messages from the partner, and automated mapping tests catch a malformed segment before go-live.",
    "Route optimisation trades cost against delivery windows, driver hours and vehicle capacity. The solvers we build show planners why a route was chosen, which makes overriding it routine; each arrival estimate shows the dispatcher the vehicle position and timestamp behind it. Cross-border road freight gets e-CMR consignment notes, signed and auditable.",
  ],
  thingsWeBuild: [
    "Transport management modules for load planning, carrier tendering and freight audit",
    "Warehouse management features for slotting, wave picking and cycle counts",
    "EDI gateways for EDIFACT and X12 with partner-specific mapping tests",
    "Driver apps with proof of delivery, photo capture and offline sync",
    "Telematics pipelines that turn vehicle positions into live arrival estimates",
    "Route optimisation services that respect time windows and driver hours rules",
    "Electronic consignment note flows signed by shipper, carrier and consignee",
    "Customer tracking portals and shipment notification webhooks",
  ],
  challengesWeSolve: [
    "Partner onboarding that drags on because every EDI map is built by hand",
    "Stock figures that disagree between the WMS, the finance system and the web shop",
    "Dispatchers planning in spreadsheets because the optimiser is a black box",
    "Arrival estimates taken from timetables with no link to the vehicle's position",
    "Paper consignment notes that go missing or arrive late, holding up invoicing",
    "Scanners and driver apps failing in basements, yards and on rural roads",
    "Legacy TMS code that nobody dares to change ahead of peak season",
    "Visibility gaps when freight passes between carriers, hubs and customs brokers",
  ],
  howWeKeepYouAhead: [
    "Event-driven integration on Kafka or cloud queues, replacing nightly batch jobs",
    "Constraint models that planners can tune without a developer on call",
    "Peak-season load tests run against real carrier and customs message volumes",
    "Offline-first apps tested on the rugged scanners and phones your crews carry",
    "Per-shipment emissions figures calculated from distance, load and vehicle type",
    "Alerts on each partner feed when messages stop arriving or start failing validation",
    "Exception queues that show a supervisor every stuck order and its next action",
    "Dock appointments rebooked automatically when a trailer's arrival estimate slips",
  ],
  meta: {
    title: "Logistics Software Development",
    description:
      "TMS and WMS modules, EDI onboarding, telematics, route optimisation and electronic consignment notes for shippers, carriers and logistics providers in Europe.",
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
