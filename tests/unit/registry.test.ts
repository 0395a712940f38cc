import { describe, expect, it } from "vitest";
import { allPages, pages } from "@/content/registry";
import { footerColumns, legalLinks, menuLinks, menuSections } from "@/content/navigation";

describe("page records", () => {
  it("key every page by its path, with a unique hero-art key", () => {
    for (const [path, page] of pages) expect(page.path).toBe(path);
    expect(new Set(allPages.map((page) => page.artKey)).size).toBe(allPages.length);
    expect(pages.get("/industries/oil-gas")?.artKey).toBe("industries--oil-gas");
  });

  it("carry their content entry's metadata", () => {
    for (const page of allPages) expect(page.meta).toBe((page.content as { meta: unknown }).meta);
  });
});

describe("navigation", () => {
  const registered = new Set(allPages.map((page) => page.path));
  const footerLinks = footerColumns.flatMap((column) => column.groups.flatMap((group) => group.links));

  it("feeds the menu, the footer's four columns and the legal links", () => {
    const paths = (group: string) => allPages.filter((p) => p.group === group && p.path !== "/").map((p) => p.path);
    expect(menuSections.map((s) => s.id)).toEqual(["services", "technologies", "industries", "case-studies"]);
    expect(menuLinks.map((l) => l.href)).toEqual(paths("Company"));
    expect(footerColumns).toHaveLength(4);
    expect(legalLinks.map((l) => l.href)).toEqual(paths("Legal"));
  });

  it("links only registered pages, and the footer links every page of every family", () => {
    for (const link of [...menuSections.flatMap((s) => s.groups.flatMap((g) => g.links)), ...footerLinks]) {
      expect(registered.has(link.href), link.href).toBe(true);
    }
    const reachable = new Set([...footerLinks, ...legalLinks].map((link) => link.href));
    const missing = allPages.filter((page) => page.path !== "/" && !reachable.has(page.path)).map((page) => page.path);
    expect(missing).toEqual([]);
  });
});
