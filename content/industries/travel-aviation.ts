import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "travel-aviation",
  label: "Travel & Aviation",
  group: "Industries",
  topic: "Travel & Aviation",
  heroTitle: "Travel & Aviation Technology",
  tagline:
    "Airlines, travel management companies, tour operators and online agencies sell through NDC and GDS channels at once. We build that connectivity, the order management behind each booking and the tools that handle disruption.",
  whyHeading: "Distribution and disruption handling for airlines and travel sellers",
  why: [
    "PNRs, ticket coupons and reservation messages designed decades ago still run much of the travel industry as airlines move towards offers and orders. The systems we design sell today's ticketed inventory and leave room for order-based retailing.",
    `Travel sellers and airlines ask different things of ${site.name}. For sellers, our booking flows combine NDC offers with GDS content from Amadeus, Sabre and Travelport in one shopping response, and handle changes, refunds and seat selection. For airlines we test NDC interfaces against the IATA schemas. Either way, the slow work is caching, rate limits, look-to-book ratios and error mapping that gives an agent an action to take.`,
    "Replacing PNRs, tickets and miscellaneous documents with one order record under IATA's ONE Order changes revenue accounting, airport delivery and customer service as much as booking. We stage the move: an order management layer beside the passenger service system, accounting feeds that reconcile both, and legacy systems kept running until retired.",
    "When a flight is cancelled, the re-accommodation service we design rebooks travellers in their booked cabin on connections that meet minimum connection times, and offers self-service choices before a queue forms. Vouchers and compensation claims under EU261 and its British equivalent run through the same workflow.",
  ],
  thingsWeBuild: [
    "NDC aggregation layers that merge airline offers with GDS content",
    "Airline NDC interfaces tested against IATA schemas for offers and orders",
    "Order management services designed for the move to ONE Order",
    "Disruption tools that rebook passengers and push self-service options",
    "Corporate booking tools with travel policy rules and approval flows",
    "Ancillary retailing for seats, bags, lounge access and bundles",
    "Compensation workflows for EU261 and the British rules, with automated eligibility checks",
    "Passenger apps for check-in, boarding passes and live flight updates",
  ],
  challengesWeSolve: [
    "NDC content that cannot be compared side by side with GDS fares",
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
    "Offer caching that balances price accuracy against the cost of each supplier call",
    "Pricing experiments run behind feature flags with agreed guardrails",
    "Special assistance requests and accessible booking journeys tested with assistive technology",
    "Payment options including wallets and local methods for each market",
    "Tracing that follows a failed booking across every supplier call",
    "Schedule-change and cancellation scenarios replayed against each release before it ships",
    "Agent-facing error messages reviewed with your contact centre before launch",
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
