import { expect, test } from "../playwright-test";
import { pageAt, pagesOfKind } from "@/content/registry";
import { expectCtaLinksToForm, expectCtaScrollsToForm } from "./support";

// Each family's template once, on its first page, as a reader without script gets it; what the HTML of
// every page in the family says (h1, title, card counts) is read without a browser in tests/http/pages.spec.ts.
test.describe("before any script", () => {
  test.use({ hydrate: false });

  test("a service page shows its hero, its cards and a hero button to the form", async ({ page }) => {
    const { path, content: entry } = pagesOfKind("service")[0]!;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.heroTitle);
    const cards = page.getByTestId("service-cards").locator("> li");
    await expect(cards).toHaveCount(entry.cards.length);
    for (const card of await cards.all()) await expect(card).toBeVisible();
    await expectCtaLinksToForm(page, "Need help? Talk to us now!");
  });

  for (const kind of ["technology", "industry"] as const) {
    test(`a ${kind} page shows its upper-case hero, four paragraphs and three cards of eight bullets`, async ({
      page,
    }) => {
      const { path, content: entry } = pagesOfKind(kind)[0]!;
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(entry.heroTitle);
      await expect(heading).toHaveCSS("text-transform", "uppercase");
      for (const paragraph of await page.getByTestId("why-paragraphs").locator("p").all())
        await expect(paragraph).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 2, name: `${entry.topic} Expertise That Delivers Results` }),
      ).toBeVisible();
      const cards = page.getByTestId("expertise-cards").locator("article");
      await expect(cards).toHaveCount(3);
      for (let i = 0; i < 3; i++) await expect(cards.nth(i).locator("li")).toHaveCount(8);
      await expect(cards.last().locator("li").last()).toBeVisible();
      await expectCtaLinksToForm(page, "Need help? Talk to us now!");
    });
  }
});

test.describe("the hero button of each family's template", () => {
  test.use({ hydrate: true });
  for (const kind of ["service", "technology", "industry"] as const) {
    const { path } = pagesOfKind(kind)[0]!;
    test(`on ${path} scrolls to the form and focuses its first field`, async ({ page }) => {
      await page.goto(path);
      await expectCtaScrollsToForm(page, "Need help? Talk to us now!");
    });
  }
});

test("technology cards sit in three columns from medium screens; industry cards in two on medium", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const columns = async () =>
    page.getByTestId("expertise-cards").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  await page.goto("/technologies/vue");
  expect(await columns()).toBe(3);
  await page.goto("/industries/agriculture");
  expect(await columns()).toBe(2);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await columns()).toBe(3);
});

test("the React and healthcare pages carry the spec's metadata", async ({ page }) => {
  await page.goto("/technologies/react");
  // The page sets the specification's title; the site's template adds the brand after it.
  await expect(page).toHaveTitle("React Development Services | Lumora");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "React Development Services");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    pageAt("/technologies/react", "technology").meta.description,
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /react/i);
  await page.goto("/industries/healthcare");
  await expect(page).toHaveTitle("Healthcare Technology Solutions | Lumora");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Healthcare Technology Solutions");
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    "content",
    "healthcare technology,medical software,healthcare apps,telemedicine,health informatics,HIPAA compliance",
  );
});
