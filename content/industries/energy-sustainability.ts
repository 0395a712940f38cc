import type { ExpertisePage } from "../schema";

export default {
  slug: "energy-sustainability",
  label: "Energy & Sustainability",
  group: "Industries",
  topic: "Energy & Sustainability",
  heroTitle: "Energy & Sustainability Software",
  tagline:
    "Charging, metering and carbon software whose numbers can be traced from the charge point or meter to the bill and the assured report.",
  whyHeading: "Most of the work is in data that arrives late, patchy or in a maker's dialect",
  why: [
    `The charging platforms we build run OCPP 1.6J and 2.0.1, and 2.1 where bidirectional charging for vehicle-to-grid is in scope. Roaming goes through OCPI, and smart charging profiles keep a site under its grid connection limit. Where a network mixes charge point makes, we test every model for conformance on its own, because manufacturers read the same protocol version differently.`,
    "Meter data platforms begin with the reads: half-hourly smart meter data, checked by validation rules, with gaps filled by estimation, then kept in time-series storage that feeds billing. In Great Britain that work sits inside the move to market-wide half-hourly settlement. A corrected read flows through to the bill it affected.",
    "A company still within CSRD's scope needs a traceable source for each reported figure. The carbon accounting we set up follows the GHG Protocol for Scopes 1, 2 and 3, versions its emission factors, and links every number to the meter read, invoice or supplier response your assurance provider will check.",
    "Batteries, heat pumps and charger fleets can earn money from flexibility. We connect them to aggregators and virtual power plant platforms, build the forecasting and dispatch logic, and keep the baselines and metering evidence a programme operator needs to see before it pays.",
  ],
  thingsWeBuild: [
    "Meter data management platforms for smart meter reads, validation and estimation",
    "Charge point management systems with smart charging profiles and remote diagnostics",
    "EV driver apps with live availability, tariffs, session history and ad hoc payment",
    "OCPI roaming connections that share locations, tariffs and sessions with partner networks",
    "Flexibility and demand response platforms for batteries, heat pumps and EV fleets",
    "Carbon accounting tools covering Scope 1, 2 and 3 emissions under the GHG Protocol",
    "Sustainability data collection workflows with evidence trails an assurance provider can follow",
    "Energy dashboards showing consumption, cost and emissions per site or building",
  ],
  challengesWeSolve: [
    "Chargers shown as available that then fail to start a session",
    "Gaps and spikes in meter data that break bills and settlement runs",
    "Emission factors overwritten each year, leaving last year's reported figures impossible to reproduce",
    "Sustainability figures held in spreadsheets that an auditor cannot trace to a source",
    "Grid connection limits that cap how many chargers a site can run at full power",
    "Flexibility events that go unpaid because baselines were never recorded properly",
    "Customer portals that show energy use days late and in confusing units",
    "Firmware updates and remote commands sent to field devices unsigned and unauthenticated",
  ],
  howWeKeepYouAhead: [
    "Charge points on OCPP 1.6J moved to the security profiles and device model of 2.0.1, one make at a time",
    "Validation and estimation rules versioned and replayable against past meter reads",
    "Load and generation forecasting that lets batteries and chargers respond to prices",
    "Supplier engagement portals that replace spend-based Scope 3 estimates over time",
    "Charger status and prices published to national access points in the format the EU's alternative fuels rules set",
    "Bidirectional charging pilots scoped with your hardware supplier and network operator",
    "Secure device management with signed firmware, certificate rotation and audit logs",
    "Reliability reporting for rapid chargers against the 99% network target in the UK's Public Charge Point Regulations 2023",
  ],
  meta: {
    title: "Energy, EV Charging & Carbon Accounting Software",
    description:
      "Smart metering, OCPP EV charging, grid flexibility and carbon accounting software for utilities, charge point operators and teams preparing CSRD reports.",
    keywords: [
      "energy software",
      "ev charging software",
      "ocpp",
      "smart metering",
      "carbon accounting",
      "csrd reporting",
    ],
  },
} satisfies ExpertisePage;
