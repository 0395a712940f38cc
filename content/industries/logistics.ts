import type { ExpertisePage } from "../schema";

export default {
  slug: "logistics",
  label: "Logistics",
  group: "Industries",
  topic: "Logistics",
  heroTitle: "Logistics & Supply Chain Software",
  tagline:
    "Your transport and warehouse suite runs the standard flows; we build the parts your own network needs beyond them.",
  whyHeading: "The exceptions on your dock decide what we build",
  why: [
    "Manhattan and Blue Yonder both sell order orchestration, yard management and dock scheduling. The gaps sit at the edges of your licence: a module you did not buy, a partner the suite has no connector for, a rule only your network follows. We build those pieces and join them to finance, carrier and customer systems through event streams.",
    `An estimate starts with a request of our own: sample EDI files, the payloads your partners' interfaces send, and a day on the dock and in the yard with planners, warehouse leads and the people who answer carrier calls. There we list the exceptions, from the short pick to the refused delivery and the late trailer, and agree what the software does with each.`,
    "Onboarding a trading partner is mostly a testing job. Each EDIFACT or X12 map is built against real sample messages from that partner and tested in the build pipeline. In production, a malformed message is answered with a functional acknowledgement that marks the fault.",
    "On lanes between countries that have joined the e-CMR protocol, the consignment note is issued electronically and invoicing can start from it; elsewhere, the signed paper note is scanned into the same shipment record.",
  ],
  thingsWeBuild: [
    "Transport modules your suite licence leaves out, such as freight audit or carrier tendering under your own contract rules",
    "Warehouse extensions for the picking, slotting and counting rules specific to your sites",
    "EDI gateways for EDIFACT and X12 with partner-specific mapping tests",
    "Driver apps with proof of delivery, photo capture and offline sync",
    "Telematics pipelines that turn vehicle positions into live arrival estimates",
    "Route optimisation services that respect time windows and driver hours rules",
    "Electronic consignment note flows signed by shipper, carrier and consignee",
    "Customer tracking portals and shipment notification webhooks",
  ],
  challengesWeSolve: [
    "Partner onboarding that drags on because each EDI map is built by hand",
    "Stock figures that disagree between the WMS, the finance system and the web shop",
    "Dispatchers planning in spreadsheets because the optimiser is a black box",
    "Detention charges disputed because nobody recorded when the trailer reached the gate",
    "Paper consignment notes that go missing or arrive late, holding up invoicing",
    "Scanners and driver apps failing in basements, yards and on rural roads",
    "Legacy transport management code that nobody dares to touch in the run-up to peak season",
    "Visibility gaps when freight passes between carriers, hubs and customs brokers",
  ],
  howWeKeepYouAhead: [
    "Emissions per shipment calculated to ISO 14083 and passed to shippers for their own reporting",
    "Constraint models whose rules and weights planners adjust themselves",
    "Peak-season load tests run against real carrier and customs message volumes",
    "Offline-first apps tested on the rugged scanners and phones your crews carry",
    "Carrier scorecards built from on-time, damage and dwell data",
    "Alerts on partner feeds that stop sending messages or start failing validation",
    "Exception queues that show a supervisor every stuck order and its next action",
    "Live arrival estimates fed to your dock scheduler, so an appointment moves when a trailer runs late",
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
