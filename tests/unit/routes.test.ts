import { describe, expect, it } from "vitest";
import { groupedRoutes, routes, routesOf, slugsOf } from "@/content/routes";
import { footerColumns, legalLinks, menuLinks, menuSections } from "@/lib/navigation";

describe("route registry", () => {
  it("holds the spec's 63 pages by family", () => {
    expect(routes).toHaveLength(63);
    expect(routesOf("top").map((r) => r.path)).toEqual([
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
    expect(groupedRoutes("services").map((g) => [g.group, g.routes.length])).toEqual([
      ["Services", 12],
      ["Creative & Marketing", 8],
    ]);
    expect(groupedRoutes("technologies").map((g) => [g.group, g.routes.length])).toEqual([
      ["Frontend", 3],
      ["Backend", 4],
      ["Mobile", 4],
      ["AI & Data", 4],
      ["Cloud & DevOps", 5],
    ]);
  });

  it("feeds the menu and the footer", () => {
    expect(menuSections.map((s) => s.label)).toEqual(["Services", "Technologies", "Industries", "Case Studies"]);
    expect(menuLinks.map((l) => l.label)).toEqual(["About Us", "Articles", "Contact Us"]);
    expect(footerColumns).toHaveLength(4);
    expect(legalLinks.map((l) => l.href)).toEqual(["/terms", "/privacy", "/cookies", "/accessibility"]);
    const registered = new Set(routes.map((r) => r.path));
    for (const link of [
      ...menuSections.flatMap((s) => s.groups.flatMap((g) => g.links)),
      ...footerColumns.flatMap((c) => c.links),
    ]) {
      expect(registered.has(link.href), link.href).toBe(true);
    }
  });
});
