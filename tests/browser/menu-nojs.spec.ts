import { expect, test, type Page } from "../playwright-test";
import { pageAt } from "@/content/registry";

test.use({ javaScriptEnabled: false });

const menu = (page: Page) => page.getByRole("dialog", { name: "Site menu" });
const section = (page: Page, label: string) =>
  menu(page).getByRole("navigation", { name: "Main menu" }).locator("summary", { hasText: label });

test.describe("the menu without JavaScript, on a wide screen", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/about");
  });

  test("the button opens it, each section's list stands beside the sections, and a link navigates", async ({
    page,
  }) => {
    await expect(menu(page)).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu(page)).toBeVisible();
    const nav = menu(page).getByRole("navigation", { name: "Main menu" });
    for (const label of ["About Us", "Articles", "Contact Us"])
      await expect(nav.getByRole("link", { name: label })).toBeVisible();

    await section(page, "Services").click();
    const webDesign = nav.getByRole("link", { name: "Web Design" });
    await expect(webDesign).toBeVisible();
    const sections = await section(page, "Services").boundingBox();
    const list = await webDesign.boundingBox();
    expect(list!.x).toBeGreaterThan(sections!.x + sections!.width);

    await section(page, "Technologies").click();
    await expect(nav.getByRole("link", { name: "Kubernetes" })).toBeVisible();
    await expect(webDesign).toBeHidden();
    await section(page, "Industries").click();
    await expect(nav.getByRole("link", { name: "GIS Development" })).toBeVisible();
    await section(page, "Case Studies").click();
    await expect(nav.getByRole("link", { name: "E-learning Platform" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Kubernetes" })).toBeHidden();

    await section(page, "Services").click();
    await webDesign.click();
    await expect(page).toHaveURL(/\/services\/web-design$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pageAt("/services/web-design", "service").content.heroTitle,
    );
    await expect(menu(page)).toBeHidden();
  });

  test("the close button and Escape close it, and the page beneath does not scroll while it is open", async ({
    page,
  }) => {
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu(page)).toBeVisible();
    expect(await bodyOverflow()).toBe("hidden");
    await menu(page).getByRole("button", { name: "Close" }).click();
    await expect(menu(page)).toBeHidden();
    expect(await bodyOverflow()).not.toBe("hidden");

    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
  });

  test("the keyboard reaches a section's list and follows its link", async ({ page }) => {
    await page.getByRole("button", { name: "Menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu(page)).toBeVisible();
    await section(page, "Industries").focus();
    await page.keyboard.press("Enter");
    const healthcare = menu(page).getByRole("link", { name: "Healthcare" });
    await expect(healthcare).toBeVisible();
    await healthcare.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/industries\/healthcare$/);
  });
});
