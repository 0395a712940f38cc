import { allPages } from "@/content/registry";

/** Every indexable page of the registry as an absolute URL, home first. */
export function indexablePages(siteUrl: string) {
  return allPages
    .filter((page) => page.indexable)
    .map((page) => ({
      url: `${siteUrl}${page.path === "/" ? "/" : page.path}`,
      changeFrequency: page.family === "top" && page.kind === "legal" ? ("yearly" as const) : ("monthly" as const),
      priority: page.path === "/" ? 1 : page.family === "top" ? 0.5 : 0.8,
    }));
}
