import { expect, test } from "../playwright-test";
import { templatePaths } from "../template-routes";
import { auditEveryRoute, auditedGroups, expectNoAxeViolations } from "../axe";

// At 1440 px axe audits every route as a reader gets it, before any script (the server's HTML), in one browser
// session per family, then each template once React has hydrated it (accessibility.mobile.spec.ts: the same at 390 px).
test.describe("the reader's page, before any script", () => {
  test.use({ hydrate: false });
  for (const { name, paths } of auditedGroups) {
    test(`${name}: no WCAG 2.2 A/AA violations found by axe at 1440 px`, async ({ page }) => {
      test.setTimeout(paths.length * 10_000);
      await auditEveryRoute(page, paths);
    });
  }
});

test("each template, hydrated: no WCAG 2.2 A/AA violations found by axe at 1440 px", async ({ page }) => {
  test.setTimeout(templatePaths.length * 15_000);
  await auditEveryRoute(page, templatePaths);
});

test("the open menu has no WCAG 2.2 A/AA violations found by axe", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the skip link moves keyboard users to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("the contact form can be filled and sent with the keyboard alone", async ({ page }) => {
  await page.route("**/api/enquiries", (route) => route.fulfill({ status: 201, json: { id: "keyboard" } }));
  await page.goto("/contact");
  await page.getByLabel("Full Name *").focus();
  await page.keyboard.type("Ana Popescu");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ana@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Acme");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Message *")).toBeFocused();
  await page.keyboard.type("A booking app for our clinics.");
  // The privacy notice's link sits before the button, in reading order.
  await page.keyboard.press("Tab");
  await expect(page.locator("#contact-section").getByRole("link", { name: "privacy policy" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Message sent! We'll get back to you soon.")).toBeVisible();
});
