import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { allPages, type Family } from "@/content/registry";

const groups: [name: string, families: Family[]][] = [
  ["company pages, case studies and the 404 page", ["top", "case-studies"]],
  ["service pages", ["services"]],
  ["technology pages", ["technologies"]],
  ["industry pages", ["industries"]],
];

/**
 * Every registered page plus the 404 page, as the accessibility statement promises, in one group per
 * family: each group is audited in one browser session, and the groups run side by side.
 */
export const auditedGroups = groups.map(([name, families]) => ({
  name,
  paths: allPages.filter((page) => families.includes(page.family)).map((page) => page.path),
}));
auditedGroups[0]!.paths.push("/missing-page");

/** axe's WCAG 2.0, 2.1 and 2.2 A and AA rules on the page as it is now, one line per violation. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Audits every path in one browser page (axe's script stays compiled between pages, which makes a route
 * about twice as fast to audit as in a fresh page), reporting each route's violations and `extra` findings.
 */
export async function auditEveryRoute(page: Page, paths: string[], extra?: (path: string) => Promise<string[]>) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    const problems = [...(await axeViolations(page)), ...((await extra?.(path)) ?? [])];
    if (problems.length) found[path] = problems;
  }
  expect(found).toEqual({});
}
