import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "travel-aviation",
  label: "Travel & Aviation",
  group: "Industries",
  topic: "Travel & Aviation",
  heroTitle: "Travel & Aviation Technology",
  tagline:
    "Booking, retailing and operations software for airlines, travel management companies, tour operators and OTAs: IATA NDC and GDS connectivity, ONE Order readiness, and disruption handling that looks after passengers when the schedule falls apart.",
  whyHeading: "Distribution and disruption handling for airlines and travel sellers",
  why: [
    `Travel technology sits on decades of standards and a few very new ones. EDIFACT-era messages, PNRs and ticket coupons still run much of the industry while airlines move towards offers and orders. ${site.name} works across both worlds. Our engineers understand fare families, ancillaries, interlining and settlement through BSP and ARC, and we design systems that sell today's inventory while preparing for the way airlines will retail tomorrow.`,
    "For sellers we build booking flows that aggregate NDC offers and GDS content from Amadeus, Sabre and Travelport, normalise them into one shopping response and handle servicing such as changes, refunds and seat selection. For airlines we build and test NDC APIs against the IATA schemas, including order management, and we look after the unglamorous parts: caching, rate limits, look-to-book ratios and error mapping that turns a vague fault code into an action an agent can take.",
    "ONE Order replaces PNRs, tickets and EMDs with a single customer order record, and it changes far more than the booking engine. Revenue accounting, airport delivery and customer service all read from the order. We help airlines and their partners plan the transition in steps: an order management layer alongside the existing passenger service system, accounting feeds that reconcile both, and interfaces that let legacy systems keep running until they can be retired.",
    "Disruption is when passengers remember you. We build re-accommodation logic that rebooks travellers automatically when flights are cancelled, respects minimum connection times and cabin, and offers self-service choices in the app before a queue forms at the desk. Notifications, hotel and meal vouchers, and compensation claims under EU261 and UK261 run through the same workflow, with US DOT refund rules applied where relevant. Flight status and schedule change feeds keep every decision current.",
  ],
  thingsWeBuild: [
    "NDC aggregation layers that merge airline offers with GDS content",
    "Airline NDC APIs tested against IATA schemas for offers and orders",
    "Order management services designed for the move to ONE Order",
    "Disruption tools that rebook passengers and push self-service options",
    "Corporate booking tools with travel policy rules and approval flows",
    "Ancillary retailing for seats, bags, lounge access and bundles",
    "EU261 and UK261 compensation workflows with automated eligibility checks",
    "Passenger apps for check-in, boarding passes and live flight updates",
  ],
  challengesWeSolve: [
    "NDC content that cannot be compared side by side with GDS fares",
    "Changes and refunds that still fall back to manual servicing queues",
    "Look-to-book ratios and API costs rising with every new search feature",
    "Passengers stuck in queues while seats on later flights go unsold",
    "Compensation claims handled by email with no consistent decision rules",
    "Revenue accounting that cannot reconcile orders with legacy tickets",
    "Fare and ancillary prices that differ between app, web and agents",
    "Passenger service system integrations that block new retail ideas",
  ],
  howWeKeepYouAhead: [
    "Roadmaps that track IATA NDC schema versions and ONE Order milestones",
    "Offer caching strategies that protect both accuracy and API budgets",
    "Dynamic offer and continuous pricing experiments with clear guardrails",
    "Event-driven disruption handling fed by flight status and schedule changes",
    "Special assistance requests and WCAG 2.1 AA accessibility built into booking",
    "Payment options including wallets and local methods for each market",
    "Tracing that follows a failed booking across every supplier call",
    "Schedule-change and cancellation scenarios replayed against every release before it ships",
  ],
  meta: {
    title: "Travel & Aviation Software Development",
    description:
      "Airline and travel software: IATA NDC and GDS integration, ONE Order readiness, ancillary retailing and disruption handling for airlines, OTAs and TMCs.",
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
