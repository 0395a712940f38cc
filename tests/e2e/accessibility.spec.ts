import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const paths = [
  "/",
  "/about",
  "/contact",
  "/articles",
  "/terms",
  "/accessibility",
  "/services/web-design",
  "/services/seo",
  "/technologies/react",
  "/industries/healthcare",
  "/case-studies/healthcare-saas",
  "/case-studies/elearning-platform",
  "/missing-page",
];

const audit = (page: import("@playwright/test").Page) =>
  new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();

for (const path of paths) {
  test(`${path} has no WCAG 2.1 A/AA violations found by axe`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    const { violations } = await audit(page);
    expect(
      violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(" | ")}`,
      ),
    ).toEqual([]);
  });
}

test("the open menu has no WCAG 2.1 A/AA violations found by axe", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const { violations } = await audit(page);
  expect(violations.map((v) => v.id)).toEqual([]);
});

test("the skip link moves keyboard users to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
