import { expect, test } from "../playwright-test";

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
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(name(path, width), { fullPage: true });
      });
    }

    test("the open menu looks as approved", async ({ page }) => {
      await page.goto("/about");
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(name("/menu", width));
    });
  });
}
