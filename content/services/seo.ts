import type { ServicePage } from "../schema";

export default {
  slug: "seo",
  label: "SEO",
  group: "Creative & Marketing",
  heroTitle: "SEO that starts with the code",
  tagline:
    "Technical and on-page SEO carried out by people who also build websites: crawlability, rendering, Core Web Vitals, structured data and content mapped to real search intent.",
  intro: [
    "Organic visibility depends on whether Google and Bing can crawl, render and understand your pages, and on whether those pages answer the query better than competing results. We approach SEO as an engineering discipline first: reading server logs, inspecting the rendered DOM and checking canonical and hreflang signals before deciding what to write or rewrite.",
    "Our team builds React, Next.js, Vue and headless CMS sites, and the people who find a problem fix it in the code. JavaScript rendering gaps, faceted navigation that spawns duplicate URLs, slow Largest Contentful Paint and broken internal linking are handled directly, tested in staging and monitored in Search Console after release.",
    "Engagements usually start with a technical audit and a keyword and content gap analysis, followed by a roadmap ranked by expected impact against implementation effort. Work then continues in monthly cycles. We do not promise positions, because nobody controls the ranking algorithm, but impressions, clicks, indexed pages and organic conversions are reported openly.",
  ],
  cardsHeading: "SEO services",
  cards: [
    {
      title: "Keyword research",
      description:
        "Search demand mapped to your products using Google Search Console, Ahrefs and Semrush data, with queries grouped by intent and by the page that should own them. The resulting keyword-to-URL map prevents cannibalisation and shows where new pages are needed.",
    },
    {
      title: "On-page SEO",
      description:
        "Title tags, heading structure, internal links, image alt text and URL patterns optimised page by page. We add schema.org structured data in JSON-LD for products, articles, FAQs and organisations, and validate every template with Google's Rich Results Test.",
    },
    {
      title: "Technical SEO",
      description:
        "Crawl budget, XML sitemaps, robots directives, canonicals, hreflang, redirect chains and JavaScript rendering, reviewed with Screaming Frog and log-file analysis. Core Web Vitals (LCP, INP and CLS) are tuned against field data from the Chrome UX Report, with lab scores used for diagnosis.",
    },
    {
      title: "Content optimisation",
      description:
        "Existing pages are audited for thin, outdated or overlapping content, then merged, expanded or retired with 301 redirects. Writer briefs specify search intent, entities to cover, questions to answer and internal links, giving each new page a clear reason to be indexed.",
    },
    {
      title: "Link building",
      description:
        "Authority earned through digital PR, original data and reference resources other sites want to cite, plus reclaiming unlinked brand mentions and broken backlinks. We avoid paid link schemes and private blog networks that breach Google's spam policies.",
    },
    {
      title: "SEO analytics and reporting",
      description:
        "Search Console bulk data export to BigQuery, joined with crawl and GA4 data, so analysis is not capped by the interface's 1,000-row limit. Index coverage, impressions and clicks are tracked by page template and market, annotated with site releases and Google core updates.",
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
