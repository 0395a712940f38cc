import { expect, test } from "../playwright-test";
import { pageAt, pagesOfKind } from "@/content/registry";
import { fullTitle } from "@/lib/seo/title";
import { expectCtaLinksToForm, expectCtaScrollsToForm } from "./support";

// What each page's HTML says, as a reader gets it (no script): the hero button's behaviour is the
// template's, checked once per family below.
test.use({ hydrate: false });

test.describe("service pages", () => {
  for (const { path, content: entry } of pagesOfKind("service")) {
    test(`${path}: h1, cards, hero button to the form`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.heroTitle);
      await expect(page.getByTestId("service-cards").locator("> li")).toHaveCount(entry.cards.length);
      await expect(page.getByTestId("service-cards").locator("h3").first()).toHaveText(entry.cards[0]!.title);
      await expect(page).toHaveTitle(fullTitle(entry.meta.title));
      await expectCtaLinksToForm(page, "Need help? Talk to us now!");
    });
  }
});

for (const [family, entries] of [
  ["technologies", pagesOfKind("technology")],
  ["industries", pagesOfKind("industry")],
] as const) {
  test.describe(`${family} pages`, () => {
    for (const { path, content: entry } of entries) {
      test(`${path}: hero, why, 3 × 8 expertise bullets, form`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.heroTitle);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("text-transform", "uppercase");
        await expect(page.getByTestId("why-paragraphs").locator("p")).toHaveCount(4);
        await expect(
          page.getByRole("heading", { level: 2, name: `${entry.topic} Expertise That Delivers Results` }),
        ).toBeVisible();
        const cards = page.getByTestId("expertise-cards").locator("article");
        await expect(cards).toHaveCount(3);
        await expect(cards.locator("h3")).toHaveText([
          "Things We Build",
          "Challenges We Solve",
          "How We Keep You Ahead",
        ]);
        for (let i = 0; i < 3; i++) await expect(cards.nth(i).locator("li")).toHaveCount(8);
        await expectCtaLinksToForm(page, "Need help? Talk to us now!");
      });
    }
  });
}

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
