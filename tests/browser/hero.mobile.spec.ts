import { expect, test } from "../playwright-test";
import { allPages as routes } from "@/content/registry";

const heroPages = routes.filter((r) => r.family !== "top" || r.path === "/");

// The hero is laid out by the server's HTML and CSS: no script needed to measure it.
test.use({ hydrate: false });

test("on a phone, every hero's call to action is visible without scrolling", async ({ page }) => {
  test.setTimeout(120_000);
  const belowTheFold: string[] = [];
  for (const route of heroPages) {
    await page.goto(route.path);
    const cta = page.locator("main section").first().locator('a[href="#contact-section"]').first();
    const box = await cta.boundingBox();
    const viewport = page.viewportSize()!;
    if (!box || box.y + box.height > viewport.height)
      belowTheFold.push(`${route.path} (${Math.round((box?.y ?? 0) + (box?.height ?? 0))}px)`);
  }
  expect(belowTheFold).toEqual([]);
});
