import { expect, test } from "../playwright-test";
import { allPages } from "@/content/registry";

// WCAG 1.4.10 Reflow: content at 320 CSS pixels wide needs no horizontal scrolling.
test.use({ viewport: { width: 320, height: 640 } });

for (const path of allPages.map((page) => page.path)) {
  test(`${path} reflows at 320 px without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wider = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((element) => element.getBoundingClientRect().right > width + 1 && element.checkVisibility())
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
      return { scrollWidth: document.documentElement.scrollWidth, width, wider: wider.slice(0, 5) };
    });
    expect(overflow.scrollWidth, `wider than the screen: ${overflow.wider.join(", ")}`).toBeLessThanOrEqual(
      overflow.width,
    );
  });
}
