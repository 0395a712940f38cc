import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "energy-sustainability",
  label: "Energy & Sustainability",
  group: "Industries",
  topic: "Energy & Sustainability",
  heroTitle: "Energy & Sustainability Software",
  tagline:
    "Smart metering platforms, EV charging software on OCPP, grid flexibility services and carbon accounting tools for utilities, charge point operators and companies preparing CSRD and ESG reports.",
  whyHeading: "Energy software that holds up to the grid and the auditor",
  why: [
    `Energy data arrives fast and has to be right. A smart meter reports consumption every half hour or more often, a charge point streams status changes every few seconds, and a settlement error becomes a customer complaint or a regulatory issue. ${site.name} builds the pipelines behind this: DLMS/COSEM and SMETS2 meter data, validation and estimation rules, time-series storage, and billing integrations ready for market-wide half-hourly settlement in Great Britain.`,
    "EV charging is a protocol business. We build charge point management systems on OCPP 1.6J and 2.0.1, roaming connections through OCPI, and Plug & Charge flows based on ISO 15118. Smart charging profiles move load away from network peaks, and driver apps handle tariffs, sessions and receipts. In the EU, AFIR sets rules for ad hoc payment and price transparency, while the UK Public Charge Point Regulations 2023 add reliability and open data duties.",
    "Flexibility is becoming a second income stream for anyone with batteries, heat pumps or a fleet of chargers. We connect assets to aggregators and virtual power plant platforms, implement OpenADR or IEEE 2030.5 where a programme requires them, and build the forecasting and dispatch logic that decides when to run, store or reduce load. Baselines and metering evidence are kept, so every flexibility event can be verified and paid.",
    "Sustainability reporting has moved from the marketing team to the audit committee. Under CSRD, the European Sustainability Reporting Standards expect traceable figures, with ESRS E1 covering climate in detail. We build carbon accounting on the GHG Protocol for Scopes 1, 2 and 3, apply published emission factors with version history, and link each reported number back to its meter, invoice or supplier response. The result is a dataset your assurance provider can actually test.",
  ],
  thingsWeBuild: [
    "Meter data management platforms for smart meter reads, validation and estimation",
    "Charge point management systems on OCPP 1.6J and 2.0.1 with smart charging profiles",
    "EV driver apps with live availability, tariffs, session history and ad hoc payment",
    "OCPI roaming connections that share locations, tariffs and sessions with partner networks",
    "Flexibility and demand response platforms for batteries, heat pumps and EV fleets",
    "Carbon accounting tools covering Scope 1, 2 and 3 emissions under the GHG Protocol",
    "CSRD and ESRS data collection workflows with evidence trails for limited assurance",
    "Energy dashboards showing consumption, cost and emissions per site or building",
  ],
  challengesWeSolve: [
    "Charge points from several manufacturers behaving differently under the same OCPP version",
    "Gaps and spikes in meter data that break bills and settlement runs",
    "Scope 3 emissions estimated from spend data with no route to supplier-specific figures",
    "ESG figures held in spreadsheets that an auditor cannot trace to a source",
    "Grid connection limits that cap how many chargers a site can run at full power",
    "Flexibility events that go unpaid because baselines were never recorded properly",
    "Customer portals that show energy use days late and in confusing units",
    "Firmware updates and remote commands sent to field devices without proper security",
  ],
  howWeKeepYouAhead: [
    "Migration paths from OCPP 1.6J to 2.0.1 with security profiles and the device model",
    "Tracking CSRD, ESRS and ISSB changes and adjusting data models as scope evolves",
    "Load and generation forecasting that lets batteries and chargers respond to prices",
    "Supplier engagement portals that replace spend-based Scope 3 estimates over time",
    "Versioned emission factor libraries so past reports can be reproduced exactly",
    "Readiness for ISO 15118-20 bidirectional charging and vehicle-to-grid pilots",
    "Secure device management with signed firmware, certificate rotation and audit logs",
    "Open APIs so new tariffs, assets and flexibility markets can be added quickly",
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
