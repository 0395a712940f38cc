import type { ServicePage } from "../schema";

export default {
  slug: "digital-marketing",
  label: "Digital Marketing",
  group: "Creative & Marketing",
  heroTitle: "Search, ads, social and email on one set of numbers",
  tagline: "Each channel is judged by the pipeline it brings in, measured in your CRM as far as consent allows.",
  intro: [
    "Underneath our engagements sits one measurement model, tying ad spend, organic traffic and email to the pipeline recorded in your CRM. Without it, each channel reports its own metric to its own audience, and nobody can say what paid for itself. With it, a pound, euro or dollar spent anywhere is weighed against the same commercial goal.",
    "Before we change a bid or publish an article, we audit your Google Analytics 4 property, tag management, conversion events and CRM hand-off, and fix what is broken. Consent Mode v2 and a cookie banner that meets EU and UK consent rules belong in that baseline: tracking that ignores consent is a legal exposure as well as a gap in the data.",
    "From there we agree a quarterly plan with channel budgets, test hypotheses and the targets we will be held to. You get a live dashboard, a strategist as your day-to-day contact, and the ad accounts and creative assets registered in your organisation's name. When a channel misses its target, part of its budget moves to channels that are meeting theirs.",
  ],
  cardsHeading: "Where each channel earns its budget",
  cards: [
    {
      title: "Search engine optimisation",
      description:
        "We audit the site's technical health and research the keywords and intent behind your buyers' queries. On-page optimisation and content briefs follow. We fix crawl and indexation problems, improve Core Web Vitals with your developers, and track rankings and organic conversions in Search Console and GA4.",
    },
    {
      title: "Pay-per-click advertising",
      description:
        "Campaigns on Google Ads, Microsoft Advertising and LinkedIn are structured around margin and closed revenue, with negative keywords maintained, offline conversions fed back from your CRM to train bidding on closed deals, and copy, landing pages and audiences tested in controlled splits.",
    },
    {
      title: "Social media marketing",
      description:
        "We run organic and paid social on the networks where your audience spends its time, from LinkedIn to TikTok. Content calendars, creative in several formats and community replies within agreed hours are part of the work, and reports cover reach, engagement and the traffic that converts.",
    },
    {
      title: "Content marketing",
      description:
        "Articles, guides and video scripts start from a topic map tied to your sales conversations. Interviews with subject-matter experts keep the writing accurate, an editorial style guide keeps it readable, and pieces ship with a distribution plan across search, social, email and sales enablement.",
    },
    {
      title: "Email marketing",
      description:
        "Welcome series, nurture tracks, re-engagement and transactional messages run as lifecycle programmes in a platform such as Klaviyo or HubSpot. Sender authentication through SPF, DKIM and DMARC, which the large mailbox providers require of bulk senders, is set up before the first send. Segments follow behaviour, and subject lines and send times are tested one variable at a time.",
    },
    {
      title: "Analytics and reporting",
      description:
        "We write a measurement plan, configure GA4 and server-side Google Tag Manager against it and build dashboards that join ad spend to CRM revenue. Attribution rules are agreed up front and events are documented. We go through the numbers with you monthly.",
    },
  ],
  meta: {
    title: "Performance-Led Digital Marketing Services",
    description:
      "SEO, paid search, social, content and email marketing run as one programme, with GA4 measurement and dashboards that connect your marketing spend to revenue.",
    keywords: [
      "digital marketing agency",
      "pay-per-click advertising",
      "social media marketing",
      "content marketing",
      "email marketing",
      "marketing analytics",
    ],
  },
} satisfies ServicePage;
