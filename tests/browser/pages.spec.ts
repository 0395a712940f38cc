import { expect, test, type Locator } from "../playwright-test";
import { expectCtaScrollsToForm } from "./support";

const openItems = (column: Locator) => column.locator("details[open]");
const questions = (column: Locator) => column.locator("summary");
const isOpen = (question: Locator) =>
  question.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);

test.describe("home page", () => {
  test("has the hero call to action, three intro cards and two case-study teasers", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Lumora/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{120,160}/);
    await expect(page.locator("#intro").getByRole("heading", { level: 3 })).toHaveCount(3);
    const teasers = page.locator("#case-studies article");
    await expect(teasers).toHaveCount(2);
    await teasers
      .nth(0)
      .getByRole("link", { name: /Learn more/ })
      .click();
    await expect(page).toHaveURL(/\/case-studies\/healthcare-saas$/);
    await page.goBack();
    await page
      .locator("#case-studies article")
      .nth(1)
      .getByRole("link", { name: /Learn more/ })
      .click();
    await expect(page).toHaveURL(/\/case-studies\/elearning-platform$/);
  });

  test("the hero button scrolls to the contact form", async ({ page }) => {
    await page.goto("/");
    await expectCtaScrollsToForm(page, "Start Your Project");
  });

  test("the FAQ has 5 + 5 items, one open per column, collapsible, columns independent, by keyboard too", async ({
    page,
  }) => {
    await page.goto("/");
    const left = page.getByTestId("faq-left");
    const right = page.getByTestId("faq-right");
    await expect(questions(left)).toHaveCount(5);
    await expect(questions(right)).toHaveCount(5);
    await expect(openItems(left)).toHaveCount(0);

    await questions(left).nth(0).click();
    expect(await isOpen(questions(left).nth(0))).toBe(true);
    await questions(left).nth(2).click();
    expect(await isOpen(questions(left).nth(0))).toBe(false);
    expect(await isOpen(questions(left).nth(2))).toBe(true);
    await expect(openItems(left)).toHaveCount(1);
    await expect(left.locator("details[open] p")).toBeVisible();

    await questions(right).nth(1).click();
    await expect(openItems(right)).toHaveCount(1);
    await expect(openItems(left)).toHaveCount(1);

    await questions(left).nth(2).click();
    await expect(openItems(left)).toHaveCount(0);
    await expect(openItems(right)).toHaveCount(1);

    const third = questions(right).nth(3);
    await third.focus();
    await page.keyboard.press("Enter");
    expect(await isOpen(third)).toBe(true);
    await expect(openItems(right)).toHaveCount(1);
    await page.keyboard.press("Space");
    expect(await isOpen(third)).toBe(false);
  });

  test("the FAQ states the delivery timelines", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator("#faq");
    await faq.locator("summary", { hasText: /how long/i }).click();
    await expect(faq.getByText(/2-4 weeks/)).toBeVisible();
    await expect(faq.getByText(/6-12 weeks/)).toBeVisible();
    await expect(faq.getByText(/3-6 months/)).toBeVisible();
  });
});

test.describe("about page", () => {
  test("shows the figures, values, service links, process and calls to action", async ({ page }) => {
    await page.goto("/about");
    const figures = page.getByTestId("stat-tiles");
    for (const [value, label] of [
      ["60+", /projects/i],
      ["10+", /industries/i],
      ["40+", /clients/i],
      ["20+", /technologies/i],
      ["5+", /years/i],
      ["24/7", /support/i],
    ] as const) {
      await expect(figures.locator("div", { hasText: label }).locator("dd")).toHaveText(value);
    }
    for (const value of [
      "Client-Centric Approach",
      "Innovation and Excellence",
      "Fostered Partnerships",
      "Quality and Reliability",
    ]) {
      await expect(page.getByRole("heading", { name: value })).toBeVisible();
    }
    const services = page.getByTestId("about-services").getByRole("link");
    await expect(services).toHaveCount(8);
    for (const href of await services.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/services\/[a-z-]+$/);
    }
    const steps = page.getByTestId("process").locator("li");
    await expect(steps).toHaveCount(4);
    const titles = await steps.evaluateAll((items) =>
      items.map((li) => `${li.querySelector("span")?.textContent} ${li.querySelector("h3")?.textContent}`),
    );
    expect(titles).toEqual([
      "01 Discovery & Strategy",
      "02 Design & Prototyping",
      "03 Development & Testing",
      "04 Launch & Support",
    ]);
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();
  });
});

test.describe("contact page", () => {
  test("has Let's talk, the form and three info blocks", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk");
    const info = page.getByTestId("contact-info");
    await expect(info.locator("li")).toHaveCount(3);
    await expect(info.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(info.locator("address")).toContainText("Dubai");
    for (const hub of ["Bucharest", "Tbilisi", "Amman"]) await expect(info.locator("address")).toContainText(hub);
    await expect(info).toContainText("Within 24 hours");
    await expect(page.locator("#contact-section form")).toBeVisible();
  });
});

test("articles page says Coming Soon and links to the home contact section", async ({ page }) => {
  await page.goto("/articles");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coming Soon");
  const link = page.getByRole("link", { name: "Get Notified When We Launch" });
  await expect(link).toHaveAttribute("href", "/#contact-section");
  await link.click();
  await expect(page).toHaveURL(/\/#contact-section$/);
  await expect(page.locator("#contact-section")).toBeInViewport();
});

test.describe("legal pages", () => {
  test.describe("read from a browser set to American English", () => {
    test.use({ locale: "en-US" });
    test("terms date follows the reader's clock, written the British way", async ({ page }) => {
      await page.clock.setFixedTime(new Date("2030-03-04T10:00:00"));
      await page.goto("/terms");
      await expect(page.getByTestId("last-updated")).toHaveAttribute("datetime", "2030-03-04");
      await expect(page.getByTestId("last-updated")).toHaveText("4 March 2030");
    });
  });

  for (const path of ["/terms", "/privacy", "/cookies", "/accessibility"]) {
    test(`${path} has seven h2 sections with a working table of contents`, async ({ page }) => {
      await page.goto(path);
      const sections = page.locator("article h2");
      await expect(sections).toHaveCount(7);
      const toc = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
      await expect(toc).toHaveCount(7);
      await toc.nth(6).click();
      await expect(sections.nth(6)).toBeInViewport();
    });
  }

  test("the accessibility statement targets WCAG 2.2 AA and replies within 2 business days", async ({ page }) => {
    await page.goto("/accessibility");
    await expect(page.locator("main")).toContainText("WCAG 2.2");
    await expect(page.locator("main")).toContainText(/level AA|Level AA|AA/);
    await expect(page.locator("main")).toContainText("2 business days");
  });

  test("the cookie policy mentions third-party analytics", async ({ page }) => {
    await page.goto("/cookies");
    await expect(page.locator("main")).toContainText(/analytics/i);
    await expect(page.locator("main")).toContainText(/third-party/i);
  });
});
