import { expect, test, type Page } from "../playwright-test";

/**
 * The look under test: full-page screenshots compared with the committed baselines in
 * visual.spec.ts-snapshots/. After an intended change of look, run `npm run test:visual:update`,
 * open the new PNGs, and commit them with the change.
 */
const routes = [
  "/",
  "/services/web-design",
  "/technologies/react",
  "/industries/healthcare",
  "/case-studies/healthcare-saas",
];
const widths = [390, 1440];
// The footer's year and the terms' date come from the visitor's clock: freeze it.
const FROZEN_NOW = new Date("2026-06-15T10:00:00Z");

/** Fonts loaded and every image decoded, lazy ones included, so the page is drawn in full. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const image of document.images) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
}

const name = (path: string, width: number, suffix = "") =>
  `${path === "/" ? "home" : path.slice(1).replace(/\//g, "-")}${suffix}-${width}.png`;

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(FROZEN_NOW);
      await page.emulateMedia({ reducedMotion: "reduce" });
    });

    for (const path of routes) {
      test(`${path} looks as approved`, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        await expect(page).toHaveScreenshot(name(path, width), { fullPage: true, timeout: 30_000 });
      });
    }

    test("the open menu looks as approved", async ({ page }) => {
      await page.goto("/about");
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(name("/menu", width), { timeout: 30_000 });
    });
  });
}
