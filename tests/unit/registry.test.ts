import { describe, expect, it } from "vitest";
import { allPages, groupsOf, pages, pagesOf, slugsOf } from "@/content/registry";
import { footerColumns, legalLinks, menuLinks, menuSections } from "@/content/navigation";

describe("page registry (specification counts)", () => {
  it("holds the spec's 63 pages by family", () => {
    expect(allPages).toHaveLength(63);
    expect(pagesOf("top").map((r) => r.path)).toEqual([
      "/",
      "/about",
      "/articles",
      "/contact",
      "/terms",
      "/privacy",
      "/cookies",
      "/accessibility",
    ]);
    expect(slugsOf("services")).toHaveLength(20);
    expect(slugsOf("technologies")).toHaveLength(20);
    expect(slugsOf("industries")).toHaveLength(13);
    expect(slugsOf("case-studies")).toEqual(["healthcare-saas", "elearning-platform"]);
  });

  it("groups services 12 + 8 and technologies in five groups", () => {
    expect(groupsOf("services").map((g) => [g.group, g.pages.length])).toEqual([
      ["Services", 12],
      ["Creative & Marketing", 8],
    ]);
    expect(groupsOf("technologies").map((g) => [g.group, g.pages.length])).toEqual([
      ["Frontend", 3],
      ["Backend", 4],
      ["Mobile", 4],
      ["AI & Data", 4],
      ["Cloud & DevOps", 5],
    ]);
  });
});

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
    expect(menuSections.map((s) => s.label)).toEqual(["Services", "Technologies", "Industries", "Case Studies"]);
    expect(menuLinks.map((l) => l.label)).toEqual(["About Us", "Articles", "Contact Us"]);
    expect(footerColumns).toHaveLength(4);
    expect(legalLinks.map((l) => l.href)).toEqual(["/terms", "/privacy", "/cookies", "/accessibility"]);
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
