import { expect, test } from "../playwright-test";

// The not-found page logs the missing path from its own inline script, so the log needs no chunk.
test.describe("the not-found page", () => {
  test.describe("before any intent (no script has loaded)", () => {
    test.use({ hydrate: false });

    test("the not-found page logs the missing path once from its first paint", async ({ page }) => {
      const errors: string[] = [];
      const scripts: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && msg.text().includes("page not found")) errors.push(msg.text());
      });
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto("/no/such/page");
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      await expect.poll(() => errors).toEqual(["404 – page not found: /no/such/page"]);
      expect(scripts, "no chunk loaded: the log came from the page itself").toEqual([]);
    });
  });

  test("once hydrated the not-found page has still logged the path once, and links home", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" && msg.text().includes("page not found")) errors.push(msg.text());
    });
    await page.goto("/no/such/page");
    await page.waitForTimeout(300);
    expect(errors).toEqual(["404 – page not found: /no/such/page"]);
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
