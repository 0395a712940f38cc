import { expect, test } from "../playwright-test";

// The open menu covers the page, so the page beneath skips rendering while it is open (app/globals.css):
// a visitor who opens and closes the menu must find the page exactly where they left it.
test.use({ hydrate: false });

for (const path of ["/", "/case-studies/healthcare-saas"]) {
  test(`${path}: opening and closing the menu keeps the page's height and the visitor's place`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, 1800));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1800);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);

    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#site-menu");
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("main")!).contentVisibility)).toBe(
      "hidden",
    );
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("main")!).contentVisibility)).toBe(
      "visible",
    );
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1800);
    await expect(page.locator("main h1, main h2").first()).toBeAttached();
  });
}
