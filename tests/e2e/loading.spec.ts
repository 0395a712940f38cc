import { expect, test, type Page } from "../playwright-test";

/** When the page asked for its first Next.js chunk, in ms after navigation started. */
const firstChunkStart = (page: Page) =>
  page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/_next/static/chunks/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    ),
  );

test.describe("paint first, then hydrate", () => {
  for (const path of ["/", "/about", "/case-studies/healthcare-saas"]) {
    test(`${path} asks for its JavaScript only after its first paint, then hydrates`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      const { firstPaint, chunkStarts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime,
        chunkStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes("/_next/static/chunks/") && entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(firstPaint).toBeGreaterThan(0);
      expect(chunkStarts.length).toBeGreaterThan(3);
      expect(Math.min(...chunkStarts)).toBeGreaterThanOrEqual(firstPaint!);
    });
  }

  test("the loader adds each chunk once, and Next.js's own tags are gone from the page", async ({ page }) => {
    const response = await page.goto("/technologies/go");
    const html = await response!.text();
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    const listed = (await page.locator("script[data-paint-first]").getAttribute("data-paint-first"))!.split(" ");
    const loaded = await page
      .locator("head script[src]:not([nomodule])")
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("src")));
    for (const chunk of listed)
      expect(
        loaded.filter((src) => src === chunk),
        chunk,
      ).toHaveLength(1);
  });

  test("a browser without paint timing loads the chunks after its first frame and hydrates", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] as string[] }),
    );
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(await firstChunkStart(page)).toBeLessThan(3000);
  });

  test("a page that never reports a paint still hydrates, after 3 s", async ({ page }) => {
    await page.addInitScript(() => {
      PerformanceObserver.prototype.observe = () => {};
    });
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(await firstChunkStart(page)).toBeGreaterThanOrEqual(3000);
  });
});
