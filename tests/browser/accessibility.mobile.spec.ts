import { test } from "../playwright-test";
import { auditEveryRoute, auditedGroups } from "../axe";

// At 390 px axe audits every route once React has hydrated it, in one browser session per family; then WCAG 1.4.10
// Reflow at 320 CSS px (no sideways scrolling), as the accessibility statement says.
for (const { name, paths } of auditedGroups)
  test(`${name}: no WCAG 2.1 A/AA violations found by axe at 390 px, and reflow at 320 px`, async ({ page }) => {
    test.setTimeout(paths.length * 10_000);
    await auditEveryRoute(page, paths, async () => {
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
    });
  });
