import { expect, test } from "../playwright-test";
import { allPages as routes } from "@/content/registry";

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

test("every page has a canonical URL and a PNG share image of its own", async ({ request }) => {
  const images = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toMatch(/<link rel="canonical" href="[^"]+"/);
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image, route.path).toBeTruthy();
    const response = await request.get(new URL(image!).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    images.add(image!);
  }
  expect(images.size).toBe(routes.length);
});
