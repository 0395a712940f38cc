import { expect, test } from "../playwright-test";
import { fillForm, storedEnquiries, SUCCESS } from "./support";

test.use({ javaScriptEnabled: false });

test("without JavaScript the form posts, shows the success page and keeps nothing in the URL", async ({ page }) => {
  await page.goto("/services/seo");
  const unique = `No-JS ${Date.now()} ${Math.random()}`;
  const form = await fillForm(page, {
    name: "Dan Ionescu",
    email: "dan@example.com",
    company: "Plain HTML Ltd",
    message: `Hello from a browser without scripts — ${unique}`,
  });
  await form.submit.click();
  await expect(page.getByRole("heading", { name: SUCCESS })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/api/enquiries");
  expect(new URL(page.url()).search).toBe("");
  await expect(page.getByRole("link", { name: /Back to the page/ })).toHaveAttribute("href", "/services/seo");

  // Stored, but held: a browser without JavaScript cannot solve the proof of work.
  const row = storedEnquiries().find((r) => r.message.includes(unique));
  expect(row).toMatchObject({
    name: "Dan Ionescu",
    email: "dan@example.com",
    status: "held",
    sourcePath: "/services/seo",
  });
});

test("without JavaScript an invalid post shows the failure page with the visitor's text kept", async ({ page }) => {
  await page.goto("/contact");
  const message = "Keep <this> text & these quotes \"'";
  await fillForm(page, { name: "Dan", email: "dan@example.com", company: "", message });
  // A name of one space passes the browser's `required` check; the server trims it and refuses the post.
  await page.locator('#contact-section [name="fullName"]').fill(" ");
  await page.locator('#contact-section button[type="submit"]').click();
  await expect(page.getByRole("heading", { name: "Failed to send message. Please try again." })).toBeVisible();
  await expect(page.getByLabel("Message *")).toHaveValue(message);
});
