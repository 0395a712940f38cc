import { expect, test } from "../playwright-test";
import { allPages } from "@/content/registry";
import { auditRoute } from "./axe";

// One load per route: axe at 390 px on the hydrated page, then WCAG 1.4.10 Reflow at 320 CSS px (no sideways scrolling),
// as the accessibility statement says.
for (const path of allPages.map((page) => page.path)) {
  test(`${path} has no WCAG 2.1 A/AA violations found by axe at 390 px and reflows at 320 px`, async ({ page }) => {
    await auditRoute(page, path);
    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wider = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((element) => element.getBoundingClientRect().right > width + 1 && element.checkVisibility())
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
      return { scrollWidth: document.documentElement.scrollWidth, width, wider: wider.slice(0, 5) };
    });
    expect(overflow.scrollWidth, `wider than 320 px: ${overflow.wider.join(", ")}`).toBeLessThanOrEqual(overflow.width);
  });
}
