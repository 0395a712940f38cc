import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Graph,
  PostalAddress,
  ProfessionalService,
  Service,
  Thing,
  WebSite,
} from "schema-dts";
import type { PageIdentity, PageRecord } from "@/content/registry";
import { site } from "@/content/site";
import { shareCardUrl } from "./share-card";
import { SITE_LANGUAGE } from "@/lib/shared/language";

/**
 * Structured data (schema.org JSON-LD) built from the same records the pages render. Every page
 * carries the organisation and the website; each page adds what it is.
 */
const ids = (siteUrl: string) => ({ organization: `${siteUrl}/#organization`, website: `${siteUrl}/#website` });

const address = (place: { city: string; country: string }): PostalAddress => ({
  "@type": "PostalAddress",
  addressLocality: place.city,
  addressCountry: place.country,
});

export function organization(siteUrl: string): ProfessionalService {
  return {
    "@type": "ProfessionalService",
    "@id": ids(siteUrl).organization,
    name: site.name,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/apple-icon.png`,
    image: `${siteUrl}/apple-icon.png`,
    email: site.email,
    slogan: site.tagline,
    address: address(site.headquarters),
    location: site.hubs.map((hub) => ({
      "@type": "Place",
      name: `${site.hubLabel}, ${hub.city}`,
      address: address(hub),
    })),
    areaServed: site.markets.map((market) => market.replace(/^the /, "")),
    sameAs: Object.values(site.social).map((profile) => profile.href),
  };
}

export function website(siteUrl: string): WebSite {
  return {
    "@type": "WebSite",
    "@id": ids(siteUrl).website,
    name: site.name,
    url: `${siteUrl}/`,
    inLanguage: SITE_LANGUAGE,
    publisher: { "@id": ids(siteUrl).organization },
  };
}

export function breadcrumbs(
  page: Pick<PageIdentity, "label" | "path">,
  siteUrl: string,
  parents: readonly Pick<PageIdentity, "label" | "path">[] = [],
): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [{ label: "Home", path: "/" }, ...parents, page].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[], siteUrl: string): FAQPage {
  return {
    "@type": "FAQPage",
    url: `${siteUrl}/`,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function service(page: PageRecord, siteUrl: string): Service {
  return {
    "@type": "Service",
    name: page.label,
    serviceType:
      page.family === "services"
        ? page.label
        : `${page.label} ${page.kind === "industry" ? "solutions" : "development"}`,
    category: page.group,
    description: page.meta.description,
    url: `${siteUrl}${page.path}`,
    provider: { "@id": ids(siteUrl).organization },
    areaServed: site.markets.map((market) => market.replace(/^the /, "")),
  };
}

export function caseStudyArticle(page: PageRecord & { kind: "case-study" }, siteUrl: string): Article {
  return {
    "@type": "Article",
    headline: page.content.title,
    description: page.meta.description,
    about: page.content.subtitle,
    keywords: page.content.tags.join(", "),
    url: `${siteUrl}${page.path}`,
    image: `${siteUrl}${shareCardUrl(page)}`,
    inLanguage: SITE_LANGUAGE,
    author: { "@id": ids(siteUrl).organization },
    publisher: { "@id": ids(siteUrl).organization },
  };
}

/** An article of the articles engine, as search engines read a blog post. */
export function blogPosting(
  page: PageIdentity,
  article: { date: string; updated: string; words: number; author: string; tags: readonly string[] },
  siteUrl: string,
): BlogPosting {
  return {
    "@type": "BlogPosting",
    headline: page.meta.title,
    description: page.meta.description,
    url: `${siteUrl}${page.path}`,
    mainEntityOfPage: `${siteUrl}${page.path}`,
    image: `${siteUrl}${shareCardUrl(page)}`,
    datePublished: article.date,
    dateModified: article.updated,
    wordCount: article.words,
    keywords: article.tags.join(", "),
    inLanguage: SITE_LANGUAGE,
    author: { "@type": "Organization", name: article.author, url: `${siteUrl}/about` },
    publisher: { "@id": ids(siteUrl).organization },
  };
}

/** The graph of a page outside the registry (articles engine): organisation, website and what it adds. */
export function standaloneGraph(things: Thing[], siteUrl: string): Graph {
  return { "@context": "https://schema.org", "@graph": [organization(siteUrl), website(siteUrl), ...things] };
}

/** What the page itself is, beyond the organisation and website every page carries. */
function pageThings(page: PageRecord, siteUrl: string): Thing[] {
  const nested = page.path === "/" ? [] : [breadcrumbs(page, siteUrl)];
  switch (page.kind) {
    case "home":
      return [faqPage(page.content.faq.items, siteUrl)];
    case "service":
    case "technology":
    case "industry":
      return [...nested, service(page, siteUrl)];
    case "case-study":
      return [...nested, caseStudyArticle(page, siteUrl)];
    default:
      return nested;
  }
}

export function pageGraph(page: PageRecord, siteUrl: string): Graph {
  return {
    "@context": "https://schema.org",
    "@graph": [organization(siteUrl), website(siteUrl), ...pageThings(page, siteUrl)],
  };
}

/** JSON for a `<script type="application/ld+json">`: no content can close the script tag. */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
