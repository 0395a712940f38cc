import { expect, test, type Page } from "../playwright-test";

test.use({ javaScriptEnabled: false });

const menu = (page: Page) => page.getByRole("dialog", { name: "Site menu" });
const section = (page: Page, label: string) =>
  menu(page).getByRole("navigation", { name: "Main menu" }).locator("summary", { hasText: label });

test.describe("the menu without JavaScript, on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).tap();
    await expect(menu(page)).toBeVisible();
  });

  test("a section unfolds its list, capped at 70% of the screen and scrolling, one section at a time", async ({
    page,
  }) => {
    await section(page, "Services").tap();
    const webDesign = menu(page).getByRole("link", { name: "Web Design" });
    await expect(webDesign).toBeVisible();
    const list = webDesign.locator("xpath=ancestor::div[contains(@class, 'overflow-y-auto')][1]");
    const { height, max, overflowY, scrolls } = await list.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      max: window.innerHeight * 0.7,
      overflowY: getComputedStyle(el).overflowY,
      scrolls: el.scrollHeight > el.clientHeight,
    }));
    expect(height).toBeLessThanOrEqual(max + 1);
    expect(overflowY).toBe("auto");
    expect(scrolls).toBe(true);

    await section(page, "Technologies").tap();
    await expect(menu(page).getByRole("link", { name: "React", exact: true })).toBeVisible();
    await expect(webDesign).toBeHidden();
    await section(page, "Technologies").tap();
    await expect(menu(page).getByRole("link", { name: "React", exact: true })).toBeHidden();
    await expect(section(page, "Industries")).toBeVisible();
  });

  test("a section's link navigates and the new page opens with the menu closed", async ({ page }) => {
    await section(page, "Case Studies").tap();
    await menu(page).getByRole("link", { name: "E-learning Platform" }).tap();
    await expect(page).toHaveURL(/\/case-studies\/elearning-platform$/);
    await expect(menu(page)).toBeHidden();
  });

  test("a plain item navigates, and Close closes the menu", async ({ page }) => {
    await menu(page).getByRole("button", { name: "Close" }).tap();
    await expect(menu(page)).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).tap();
    await menu(page).getByRole("link", { name: "About Us" }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu(page)).toBeHidden();
  });
});
