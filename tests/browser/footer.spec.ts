import { expect, test } from "../playwright-test";

test.describe("footer", () => {
  test("shows address, email, Let's Connect, socials, four columns and legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("address")).toContainText("Dubai");
    await expect(footer.locator("address")).toContainText("Bucharest");
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.getByRole("link", { name: "Let's Connect" })).toHaveAttribute("href", "/contact");
    for (const name of [/LinkedIn/, /YouTube/, /on X$/])
      await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    await expect(footer.getByRole("navigation", { name: "Footer" }).getByRole("heading", { level: 2 })).toHaveCount(4);
    const legal = footer.getByRole("list", { name: "Legal" }).getByRole("link");
    await expect(legal).toHaveCount(4);
    expect(await legal.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/terms",
      "/privacy",
      "/cookies",
      "/accessibility",
    ]);
  });

  test("the copyright year is the visitor's current year", async ({ page }) => {
    await page.goto("/contact");
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(page.getByTestId("current-year")).toHaveText(String(year));
  });

  test("the copyright year follows the clock past New Year without a rebuild", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-01-02T09:00:00"));
    await page.goto("/privacy");
    await expect(page.getByTestId("current-year")).toHaveText("2031");
  });
});
