import { expect, test } from "../playwright-test";

test.describe("full-screen menu on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).tap();
  });

  test("tapping a section drills into its list, capped at 70% of the screen, and Back returns", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog.getByTestId("desktop-submenu")).toBeHidden();
    await dialog.getByRole("button", { name: "Technologies" }).tap();
    const list = dialog.getByTestId("mobile-submenu");
    await expect(list.getByRole("link", { name: "React", exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Services" })).toBeHidden();
    const back = dialog.getByRole("button", { name: "Back" });
    await expect(back).toBeFocused();

    const { height, max, scrollable } = await list.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      max: window.innerHeight * 0.7,
      scrollable: getComputedStyle(el).overflowY,
    }));
    expect(height).toBeLessThanOrEqual(max + 1);
    expect(scrollable).toBe("auto");
    await expect.poll(() => list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

    await back.tap();
    await expect(list).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Technologies" })).toBeVisible();
  });

  test("closing the menu resets the drilled-in section", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await dialog.getByRole("button", { name: "Industries" }).tap();
    await expect(dialog.getByTestId("mobile-submenu")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).tap();
    await expect(dialog.getByTestId("mobile-submenu")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Industries" })).toBeVisible();
  });

  test("plain items close the menu and navigate", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await dialog.getByRole("link", { name: "About Us" }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(dialog).toBeHidden();
  });

  test("a submenu link navigates and closes the menu", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await dialog.getByRole("button", { name: "Case Studies" }).tap();
    await dialog.getByTestId("mobile-submenu").getByRole("link", { name: "E-learning Platform" }).tap();
    await expect(page).toHaveURL(/\/case-studies\/elearning-platform$/);
    await expect(dialog).toBeHidden();
  });
});
