import { expect, test } from "@playwright/test";
import { routes } from "@/content/routes";

test.describe("every registered route", () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its h1 in the server HTML`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[\s>][\s\S]*?<\/h1>/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('id="main"');
    });
  }
});

test.describe("unknown paths", () => {
  for (const path of ["/this-page-does-not-exist", "/services/quantum-knitting"]) {
    test(`${path} answers 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain("404");
      expect(html).toContain("Oops! Page not found");
      expect(html).toMatch(/<a[^>]+href="\/"[^>]*>[^<]*Back to the home page/);
    });
  }

  test("the not-found page logs the missing path once in the browser", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" && msg.text().includes("page not found")) errors.push(msg.text());
    });
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(errors).toEqual(["404 – page not found: /no/such/page"]);
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
