import { expect, test } from "../playwright-test";
import { contactForm, FAILURE, fillForm, storedEnquiries, SUCCESS } from "./support";

const pages = [
  { path: "/", nameKey: "name" },
  { path: "/services/web-design", nameKey: "name" },
  { path: "/technologies/react", nameKey: "name" },
  { path: "/industries/logistics", nameKey: "name" },
  { path: "/contact", nameKey: "fullName" },
] as const;

for (const { path, nameKey } of pages) {
  test(`an enquiry from ${path} is sent as JSON, confirmed, cleared and stored`, async ({ page }) => {
    await page.goto(path);
    const unique = `E2E ${path} ${Date.now()} ${Math.random()}`;
    const values = {
      name: "Ioana Marin",
      email: "ioana@example.com",
      company: "Northwind Ltd",
      message: `Hello — ${unique}\nSecond line`,
    };
    const form = await fillForm(page, values);
    const requestPromise = page.waitForRequest((r) => r.url().endsWith("/api/enquiries") && r.method() === "POST");
    await form.submit.click();
    const request = await requestPromise;
    expect(request.headers()["content-type"]).toBe("application/json");
    const body = request.postDataJSON() as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual([nameKey, "email", "company", "message"].sort());
    expect(body).toEqual({
      [nameKey]: values.name,
      email: values.email,
      company: values.company,
      message: values.message,
    });

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(page.locator('[aria-live="polite"]')).toContainText(SUCCESS);
    for (const field of [form.name, form.email, form.company, form.message]) await expect(field).toHaveValue("");

    // The browser solved the proof of work (header, not body): the enquiry is not held but notified.
    expect(request.headers()["x-enquiry-proof"]).toMatch(/^v1\./);
    const row = storedEnquiries().find((r) => r.message.includes(unique));
    expect(row).toMatchObject({
      name: values.name,
      email: values.email,
      company: values.company,
      sourcePath: path,
      status: "received",
    });
  });
}

test("a form sent 30 minutes after the visitor started on it proves itself with a fresh challenge, so it is not held", async ({
  page,
}) => {
  await page.clock.install();
  const challenges: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/enquiries/challenge")) challenges.push(request.url());
  });
  await page.goto("/contact");
  const unique = `E2E slow writer ${Date.now()} ${Math.random()}`;
  const form = await fillForm(page, {
    name: "Lena Vogel",
    email: "lena@example.com",
    company: "",
    message: `Written slowly — ${unique}`,
  });
  await expect.poll(() => challenges.length).toBe(1);
  await page.clock.fastForward("30:00");
  const requestPromise = page.waitForRequest((r) => r.url().endsWith("/api/enquiries") && r.method() === "POST");
  await form.submit.click();
  const request = await requestPromise;
  expect(challenges, "the first challenge would have expired: the form fetched a second").toHaveLength(2);
  expect(request.headers()["x-enquiry-proof"]).toMatch(/^v1\./);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(storedEnquiries().find((r) => r.message.includes(unique))).toMatchObject({ status: "received" });
});

test.describe("failures keep what the visitor typed", () => {
  const values = {
    name: "Karim Haddad",
    email: "karim@example.com",
    company: "",
    message: "Please call me back about our portal.",
  };

  test("a 500 answer shows the error toast and keeps every field", async ({ page }) => {
    await page.route("**/api/enquiries", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/services/seo");
    const form = await fillForm(page, values);
    await form.submit.click();
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(form.name).toHaveValue(values.name);
    await expect(form.email).toHaveValue(values.email);
    await expect(form.message).toHaveValue(values.message);
  });

  test("an unreachable server shows the destructive toast on /contact and keeps every field", async ({ page }) => {
    await page.route("**/api/enquiries", (route) => route.abort("connectionrefused"));
    await page.goto("/contact");
    const form = await fillForm(page, { ...values, company: "Haddad & Co" });
    await form.submit.click();
    const toast = page.locator("[data-sonner-toast]", { hasText: FAILURE });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/toast-destructive/);
    await expect(form.company).toHaveValue("Haddad & Co");
    await expect(form.message).toHaveValue(values.message);
  });

  test("a slow answer disables the button while sending, with no double submit", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/enquiries", async (route) => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    });
    await page.goto("/industries/healthcare");
    const form = await fillForm(page, values);
    await form.submit.click();
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveText(/Sending/);
    await form.submit.click({ force: true }).catch(() => {});
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(form.submit).toBeEnabled();
    await expect(form.message).toHaveValue(values.message);
    expect(calls).toBe(1);
  });

  test("an answer that never comes is abandoned after 15 seconds", async ({ page }) => {
    test.setTimeout(60_000);
    await page.route("**/api/enquiries", () => {
      /* never answered */
    });
    await page.goto("/");
    const form = await fillForm(page, values);
    await form.submit.click();
    await expect(page.getByText(FAILURE)).toBeVisible({ timeout: 20_000 });
    await expect(form.message).toHaveValue(values.message);
  });
});

test("the browser's own validation stops an incomplete form before anything is sent", async ({ page }) => {
  let sent = false;
  await page.route("**/api/enquiries", (route) => {
    sent = true;
    return route.fulfill({ status: 201, body: "{}" });
  });
  await page.goto("/");
  const form = contactForm(page);
  await form.email.fill("not-an-email");
  await form.submit.click();
  expect(await form.name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  expect(await form.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await page.waitForTimeout(300);
  expect(sent).toBe(false);
});

test("a filled honeypot sends nothing and shows a calm success", async ({ page }) => {
  let sent = false;
  await page.route("**/api/enquiries", (route) => {
    sent = true;
    return route.fulfill({ status: 201, body: "{}" });
  });
  await page.goto("/");
  const honeypot = page.locator('#contact-section input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).not.toBeInViewport();
  await fillForm(page, { name: "Bot", email: "bot@example.com", company: "", message: "Buy now" });
  await honeypot.fill("https://spam.example", { force: true });
  await contactForm(page).submit.click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(sent).toBe(false);
});

test("labels, placeholders and required marks are the spec's", async ({ page }) => {
  await page.goto("/contact");
  const form = contactForm(page);
  await expect(form.name).toHaveAttribute("placeholder", "Insert your full name");
  await expect(form.email).toHaveAttribute("placeholder", "Insert your email address");
  await expect(form.company).toHaveAttribute("placeholder", "Insert your company name");
  await expect(form.email).toHaveAttribute("type", "email");
  for (const field of [form.name, form.email, form.message]) await expect(field).toHaveAttribute("required", "");
  await expect(form.company).not.toHaveAttribute("required", "");
});

test("every contact form carries a short privacy notice linking to the policy", async ({ page }) => {
  for (const path of ["/", "/contact", "/services/seo"]) {
    await page.goto(path);
    const notice = page
      .locator("#contact-section")
      .getByText("We use these details to answer your enquiry, as set out in our");
    await expect(notice, path).toBeVisible();
    await notice.getByRole("link", { name: "privacy policy" }).click();
    await expect(page, path).toHaveURL(/\/privacy$/);
  }
});
