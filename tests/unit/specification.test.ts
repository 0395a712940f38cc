import { describe, expect, it } from "vitest";
import { footerColumns, legalLinks, menuLinks, menuSections } from "@/content/navigation";
import { allPages, groupsOf, pagesOf, slugsOf } from "@/content/registry";

/**
 * The specification's counts, in one place. Every other test derives its counts from the registry, so
 * adding a page the specification does not list changes only this file.
 */
describe("the specification's pages and navigation", () => {
  it("holds 63 pages by family", () => {
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

  it("has the menu items, four footer columns and four legal links it names", () => {
    expect(menuSections.map((s) => s.label)).toEqual(["Services", "Technologies", "Industries", "Case Studies"]);
    expect(menuLinks.map((l) => l.label)).toEqual(["About Us", "Articles", "Contact Us"]);
    expect(footerColumns).toHaveLength(4);
    expect(legalLinks.map((l) => l.href)).toEqual(["/terms", "/privacy", "/cookies", "/accessibility"]);
  });
});
