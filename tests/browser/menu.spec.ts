import { expect, test } from "../playwright-test";

test.describe("full-screen menu on desktop", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/about");
  });

  test("opens from the left button with Services selected, and hovering shows other submenus", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Menu" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeVisible();
    const nav = dialog.getByRole("navigation", { name: "Main menu" });
    for (const label of ["Services", "Technologies", "Industries", "Case Studies"]) {
      await expect(nav.getByRole("button", { name: label })).toBeVisible();
    }
    for (const label of ["About Us", "Articles", "Contact Us"])
      await expect(nav.getByRole("link", { name: label })).toBeVisible();

    const submenu = dialog.getByTestId("desktop-submenu");
    await expect(submenu.getByRole("link", { name: "Web Design" })).toBeVisible();
    await expect(submenu.getByRole("link", { name: "UX Agency" })).toBeVisible();

    await nav.getByRole("button", { name: "Technologies" }).hover();
    await expect(submenu.getByRole("link", { name: "Kubernetes" })).toBeVisible();
    await expect(submenu.getByRole("link", { name: "Web Design" })).toHaveCount(0);

    await nav.getByRole("button", { name: "Industries" }).hover();
    await expect(submenu.getByRole("link", { name: "GIS Development" })).toBeVisible();
    await nav.getByRole("button", { name: "Case Studies" }).hover();
    await expect(submenu.getByRole("link")).toHaveCount(2);
  });

  test("locks page scroll, traps focus, closes on Escape and returns focus to the button", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Menu" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("keyboard focus on a section shows its submenu, and a link navigates and closes the menu", async ({ page }) => {
    await page.getByRole("button", { name: "Menu" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    const nav = dialog.getByRole("navigation", { name: "Main menu" });
    await nav.getByRole("button", { name: "Industries" }).focus();
    const submenu = dialog.getByTestId("desktop-submenu");
    await expect(submenu.getByRole("link", { name: "Healthcare" })).toBeVisible();
    await submenu.getByRole("link", { name: "Healthcare" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/industries\/healthcare$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/health/i);
  });

  test("the header has the logo home link, a mailto link and Let's Talk", async ({ page }) => {
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /home$/ })).toHaveAttribute("href", "/");
    await expect(header.locator('a[href^="mailto:"]')).toBeVisible();
    await header.getByRole("link", { name: "Let's Talk" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const box = await header.boundingBox();
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(box?.y);
  });
});
