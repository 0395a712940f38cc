import { describe, expect, it } from "vitest";
import { footerColumns, legalLinks, menuLinks, menuSections } from "@/content/navigation";
import { allPages, groupsOf, pagesOf, slugsOf } from "@/content/registry";

/**
 * The specification's counts, in one place. Every other test derives its counts from the registry, so
 * adding a page the specification does not list changes only this file.
 */
describe("the specification's pages and navigation", () => {
  it("holds the specification's pages: 63 by family, services 12 + 8, technologies in five groups", () => {
    const changed = (what: string) =>
      `the specification's ${what} changed: a page it does not list changes the specification, so update this test with it`;
    expect(
      pagesOf("top").map((r) => r.path),
      changed("8 top-level pages"),
    ).toEqual(["/", "/about", "/articles", "/contact", "/terms", "/privacy", "/cookies", "/accessibility"]);
    expect(slugsOf("services"), changed("20 services")).toHaveLength(20);
    expect(slugsOf("technologies"), changed("20 technologies")).toHaveLength(20);
    expect(slugsOf("industries"), changed("13 industries")).toHaveLength(13);
    expect(slugsOf("case-studies"), changed("2 case studies")).toEqual(["healthcare-saas", "elearning-platform"]);
    expect(allPages, changed("63 pages")).toHaveLength(63);
    expect(
      groupsOf("services").map((g) => [g.group, g.pages.length]),
      changed("12 services and 8 creative and marketing services"),
    ).toEqual([
      ["Services", 12],
      ["Creative & Marketing", 8],
    ]);
    expect(
      groupsOf("technologies").map((g) => [g.group, g.pages.length]),
      changed("20 technologies in five groups"),
    ).toEqual([
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
