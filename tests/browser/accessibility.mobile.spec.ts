import { test } from "../playwright-test";
import { templatePaths } from "../template-routes";
import { auditEveryRoute, auditedGroups } from "../axe";

/** WCAG 1.4.10 Reflow at 320 CSS px: nothing wider than the screen, so no sideways scrolling. */
async function reflowProblems(page: import("@playwright/test").Page) {
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wider = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.checkVisibility())
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
    return { scrollWidth: document.documentElement.scrollWidth, width, wider: wider.slice(0, 5) };
  });
  await page.setViewportSize({ width: 390, height: 844 });
  return overflow.scrollWidth > overflow.width ? [`wider than 320 px: ${overflow.wider.join(", ")}`] : [];
}

// At 390 px axe audits every route as a reader gets it, before any script, in one browser session per family,
// and checks Reflow at 320 px, as the accessibility statement says; then each template once React has hydrated it.
test.describe("the reader's page, before any script", () => {
  test.use({ hydrate: false });
  for (const { name, paths } of auditedGroups)
    test(`${name}: no WCAG 2.2 A/AA violations found by axe at 390 px, and reflow at 320 px`, async ({ page }) => {
      test.setTimeout(paths.length * 10_000);
      await auditEveryRoute(page, paths, () => reflowProblems(page));
    });
});

test("each template, hydrated: no WCAG 2.2 A/AA violations found by axe at 390 px, and reflow at 320 px", async ({
  page,
}) => {
  test.setTimeout(templatePaths.length * 15_000);
  await auditEveryRoute(page, templatePaths, () => reflowProblems(page));
});
