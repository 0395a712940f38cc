import type { ExpertisePage } from "../schema";

export default {
  slug: "travel-aviation",
  label: "Travel & Aviation",
  group: "Industries",
  topic: "Travel & Aviation",
  heroTitle: "Travel & Aviation Technology",
  tagline:
    "Your agents see airline NDC offers and GDS fares side by side in one list, and book either in the same flow.",
  whyHeading: "Selling, servicing and rebooking across old and new airline distribution",
  why: [
    "After a cancellation, the re-accommodation tools we build look first for the cabin each traveller paid for, offer only connections that meet minimum connection times, and start the partial refund EU and UK rules require when a passenger is moved to a lower cabin. Self-service options reach passengers' phones as the desk queue forms.",
    `Sellers get airline NDC offers merged with content from Amadeus, Sabre and Travelport. Most of the effort goes on caching, rate limits, look-to-book ratios and error mapping that tells an agent what to do next. Your agents help write those messages, because they take the phone calls that follow a bad one.`,
    "Passenger name records, ticket coupons and messages designed decades ago still carry much of the industry while airlines move towards offers and orders. Replacing tickets and miscellaneous documents with one order record under IATA's ONE Order touches revenue accounting, airport delivery and customer service as much as booking. We stage it: an order management layer beside the passenger service system, with accounting feeds that reconcile both.",
    "Booking, check-in and special assistance journeys get a screen-reader pass and a check against the European Accessibility Act's requirements for airline websites and apps. A full assistive-technology audit, if you want one, is quoted separately.",
  ],
  thingsWeBuild: [
    "NDC aggregation layers that merge airline offers with GDS content",
    "Airline NDC interfaces tested against IATA schemas for offers and orders",
    "Order management services designed for the move to ONE Order",
    "Disruption tools that rebook passengers and push self-service options",
    "Corporate booking tools with travel policy rules and approval flows",
    "Ancillary retailing for seats, bags, lounge access and bundles",
    "Compensation workflows under EU and UK passenger rights rules, with automated eligibility checks",
    "Passenger apps for check-in, boarding passes and live flight updates",
  ],
  challengesWeSolve: [
    "Corporate travellers booking outside the approved tool because it lacks the airlines' NDC fares",
    "Changes and refunds that still fall back to manual servicing queues",
    "Look-to-book ratios and supplier call costs rising with every new search feature",
    "Passengers stuck in queues while seats on later flights go unsold",
    "Compensation claims handled by email with no consistent decision rules",
    "Revenue accounting that cannot reconcile orders with legacy tickets",
    "Fare and ancillary prices that differ between app, web and agents",
    "Passenger service system integrations that block new retail ideas",
  ],
  howWeKeepYouAhead: [
    "Offer prices re-checked when the order is created, with any change shown before the traveller pays",
    "Check-in flows connected to the carrier interface of the EU Entry/Exit System, ready for ETIAS travel authorisation checks",
    "Pricing experiments run behind feature flags with agreed guardrails",
    "Servicing for trips that combine an NDC booking with ticketed segments from a GDS",
    "Pay-by-bank checkout for euro fares, using the instant transfers euro-area banks have had to send since October 2025",
    "Tracing that follows a failed booking across every supplier call",
    "Schedule-change and cancellation scenarios replayed against each release",
    "Emissions estimates shown beside flight options, with the method behind them named",
  ],
  meta: {
    title: "Travel & Aviation Software Development",
    description:
      "Airline and travel software: NDC and GDS integration, order management, ancillary sales and disruption handling for airlines, travel agencies and operators.",
    keywords: [
      "travel software",
      "aviation software",
      "iata ndc",
      "gds integration",
      "one order",
      "airline disruption management",
    ],
  },
} satisfies ExpertisePage;
