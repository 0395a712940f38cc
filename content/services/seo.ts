import type { ServicePage } from "../schema";

export default {
  slug: "seo",
  label: "SEO",
  group: "Creative & Marketing",
  heroTitle: "Search visibility fixed in your templates and code",
  tagline:
    "Our developers find what stops search engines reading your pages, fix it in your templates and report the effect monthly.",
  intro: [
    "When a page does not rank, we look for a technical cause: whether Google and Bing can crawl, render and understand it. The work means reading server logs and inspecting the rendered page, then fixing rendering gaps, duplicate URLs from faceted navigation, slow Largest Contentful Paint and broken internal links in the code itself.",
    "AI Overviews and chat search cite ordinary crawlable pages; no special markup earns a citation. We can admit or block assistant crawlers such as OAI-SearchBot and PerplexityBot one by one and count their hits in the logs. Google's AI features use the regular Googlebot crawl: nosnippet, data-nosnippet and max-snippet limit what they quote, and a Search Console setting withdraws a site from them, leaving its ordinary listings in place.",
    "Engagements start with a technical audit and a content gap analysis, then run in monthly cycles from a roadmap ranked by impact against effort. We promise no positions and no citations: the search engines and assistant providers decide both. Each month's report shows the raw figures: impressions, clicks, indexed pages, organic conversions and appearances in AI Overviews and AI Mode from Search Console's generative AI report.",
  ],
  cardsHeading: "From crawlability to content and links",
  cards: [
    {
      title: "Keyword research",
      description:
        "We map search demand to your products using Search Console and third-party keyword data, grouping queries by intent and by the page that should own them. The resulting keyword-to-URL map prevents cannibalisation and shows where new pages are needed.",
    },
    {
      title: "On-page SEO",
      description:
        "We optimise title tags, heading structure, internal links, image alt text and URL patterns on the pages that bring in traffic. Templates get schema.org structured data in JSON-LD for products, articles and organisations, and each one is validated with Google's Rich Results Test.",
    },
    {
      title: "Technical SEO",
      description:
        "A technical review covers crawl budget, XML sitemaps, robots directives, canonicals, hreflang, redirect chains and JavaScript rendering, using Screaming Frog and log-file analysis. Core Web Vitals for loading, responsiveness and layout stability are tuned against field data from the Chrome UX Report, with lab scores used for diagnosis.",
    },
    {
      title: "Content optimisation",
      description:
        "Existing pages are audited for thin or overlapping content, and weak ones are merged or retired behind 301 redirects. Writer briefs specify search intent, entities to cover, questions to answer and internal links, giving new pages a clear reason to be indexed.",
    },
    {
      title: "Link building",
      description:
        "Links are earned through digital PR, original data and reference resources other sites want to cite. We also reclaim unlinked brand mentions and broken backlinks. Paid link schemes and private blog networks breach Google's spam policies, and we do not use them.",
    },
    {
      title: "SEO analytics and reporting",
      description:
        "We export Search Console data in bulk to BigQuery, past the interface's 1,000-row limit, join it with crawl and GA4 data and chart it by template and market against releases and core updates. AI Overview and AI Mode clicks sit inside the web-search figures; chatgpt.com and perplexity.ai referrals get their own segment, and chat visits with no referrer, which land in direct traffic, are flagged.",
    },
  ],
  meta: {
    title: "Technical SEO and Search Optimisation",
    description:
      "Search visibility from engineers who fix problems in your codebase themselves: technical SEO, keyword mapping, structured data and Web Vitals on field data.",
    keywords: [
      "technical seo",
      "seo services",
      "core web vitals",
      "schema markup",
      "keyword research",
      "log file analysis",
    ],
  },
} satisfies ServicePage;
