import { caseStudies } from "./case-studies";
import { industryPages } from "./industries";
import { aboutContent, articlesContent, contactContent, homeContent, legalPages } from "./pages";
import type { Family } from "./routes";
import type { PageMeta } from "./schema";
import { servicePages } from "./services";
import { technologyPages } from "./technologies";

const families: [Exclude<Family, "top">, ReadonlyMap<string, { meta: PageMeta }>][] = [
  ["services", servicePages],
  ["technologies", technologyPages],
  ["industries", industryPages],
  ["case-studies", caseStudies],
];

/** Every page's search-engine metadata, keyed by path. */
export const metaByPath: ReadonlyMap<string, PageMeta> = new Map([
  ["/", homeContent.meta],
  ["/about", aboutContent.meta],
  ["/contact", contactContent.meta],
  ["/articles", articlesContent.meta],
  ...Object.entries(legalPages).map(([slug, page]) => [`/${slug}`, page.meta] as const),
  ...families.flatMap(([family, entries]) =>
    [...entries].map(([slug, page]) => [`/${family}/${slug}`, page.meta] as const),
  ),
]);
