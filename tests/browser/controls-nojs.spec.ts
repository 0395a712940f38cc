import { expect, test, type Locator, type Page } from "../playwright-test";
import { contactForm } from "./support";

test.use({ javaScriptEnabled: false });

/** A hero call to action is a plain in-page link: it lands on the contact section without script. */
async function expectCtaReachesForm(page: Page, label: string) {
  const cta = page.getByRole("link", { name: label }).first();
  await expect(cta).toHaveAttribute("href", "#contact-section");
  await cta.click();
  await expect(page).toHaveURL(/#contact-section$/);
  await expect(contactForm(page).section).toBeInViewport();
  await expect(contactForm(page).name).toBeInViewport();
}

const openItems = (column: Locator) => column.locator("details[open]");

test.describe("every other control without JavaScript", () => {
  test("the home page's hero button reaches the contact section", async ({ page }) => {
    await page.goto("/");
    await expectCtaReachesForm(page, "Start Your Project");
  });

  test("a service page's hero button reaches the contact section", async ({ page }) => {
    await page.goto("/services/web-design");
    await expectCtaReachesForm(page, "Need help? Talk to us now!");
  });

  test("the FAQ opens and closes with one item open per column", async ({ page }) => {
    await page.goto("/");
    const left = page.getByTestId("faq-left");
    const right = page.getByTestId("faq-right");
    await expect(openItems(left)).toHaveCount(0);
    await left.locator("summary").nth(0).click();
    await expect(left.locator("details").nth(0).locator("p")).toBeVisible();
    await left.locator("summary").nth(2).click();
    await expect(openItems(left)).toHaveCount(1);
    await expect(left.locator("details").nth(2)).toHaveAttribute("open", "");
    await right.locator("summary").nth(1).click();
    await expect(openItems(right)).toHaveCount(1);
    await expect(openItems(left)).toHaveCount(1);
    await left.locator("summary").nth(2).click();
    await expect(openItems(left)).toHaveCount(0);
    await expect(openItems(right)).toHaveCount(1);
  });

  test("the header's links work: the logo goes home and Let's Talk to the contact page", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Let's Talk" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await header.getByRole("link", { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
