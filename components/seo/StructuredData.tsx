import type { Graph } from "schema-dts";
import type { PageRecord } from "@/content/registry";
import { pageGraph, serializeJsonLd } from "@/lib/seo/json-ld";
import { serverSettings } from "@/lib/settings/server";

/** The page's schema.org graph as JSON-LD, prerendered into its HTML. */
export function StructuredData({ page }: { page: PageRecord }) {
  const json = serializeJsonLd(pageGraph(page, serverSettings().siteUrl));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** JSON-LD for a page built outside the registry (an article or tag page). */
export function JsonLd({ graph }: { graph: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph) }} />;
}
