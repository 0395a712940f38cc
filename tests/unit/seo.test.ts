import { describe, expect, it } from "vitest";
import type { Graph } from "schema-dts";
import { allPages, pageAt, pages } from "@/content/registry";
import { pageGraph, serializeJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { fullTitle } from "@/lib/seo/title";
import { indexablePages } from "@/lib/seo/sitemap";

const SITE = "https://www.example.com";
const typesOf = (graph: Graph) => graph["@graph"].map((thing) => (thing as { "@type": string })["@type"]);

describe("titles", () => {
  it("carry the brand and stay within 60 characters, all different", () => {
    const titles = allPages.map((page) => fullTitle(page.meta.title));
    for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(60);
    expect(new Set(titles).size).toBe(allPages.length);
    expect(pageMetadata(pageAt("/", "home")).title).toEqual({ absolute: fullTitle(pageAt("/", "home").meta.title) });
    expect(pageMetadata(pageAt("/technologies/react", "technology")).title).toBe("React Development Services");
  });

  it("share case studies as articles and keep the articles placeholder out of the index", () => {
    const study = pageMetadata(pageAt("/case-studies/healthcare-saas", "case-study"));
    expect(study.openGraph).toMatchObject({ type: "article" });
    expect(pageMetadata(pageAt("/articles", "articles")).robots).toEqual({ index: false, follow: true });
    expect(pageMetadata(pageAt("/about", "about")).robots).toBeUndefined();
  });
});

describe("sitemap", () => {
  it("lists exactly the registry's indexable pages, as absolute URLs", () => {
    const urls = indexablePages(SITE).map((entry) => entry.url);
    const expected = allPages.filter((page) => page.path !== "/articles").map((page) => `${SITE}${page.path}`);
    expect(urls).toEqual(expected);
  });
});

describe("structured data", () => {
  it("puts the organisation and website on every page, and what each page is", () => {
    for (const page of allPages) {
      const types = typesOf(pageGraph(page, SITE));
      expect(types.slice(0, 2), page.path).toEqual(["ProfessionalService", "WebSite"]);
      if (page.path !== "/") expect(types, page.path).toContain("BreadcrumbList");
      if (["service", "technology", "industry"].includes(page.kind)) expect(types, page.path).toContain("Service");
      if (page.kind === "case-study") expect(types, page.path).toContain("Article");
    }
    expect(typesOf(pageGraph(pages.get("/")!, SITE))).toEqual(["ProfessionalService", "WebSite", "FAQPage"]);
  });

  it("builds the FAQ from the home page's ten questions", () => {
    const faq = pageGraph(pages.get("/")!, SITE)["@graph"][2] as unknown as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(pageAt("/", "home").content.faq.items.map((i) => i.question));
  });

  it("serialises so that no content can close the script tag", () => {
    const graph: Graph = { "@context": "https://schema.org", "@graph": [{ "@type": "Thing", name: "</script><b>x" }] };
    const json = serializeJsonLd(graph);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(graph);
  });
});
