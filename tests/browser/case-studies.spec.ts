import { expect, test } from "../playwright-test";
import { pagesOfKind } from "@/content/registry";
import { expectCtaScrollsToForm } from "./support";

const figures: Record<string, string[]> = {
  "healthcare-saas": [
    "8 weeks",
    "6 specialists",
    "Web and mobile",
    "€2M",
    "20,000+",
    "500+",
    "3 countries",
    "98.5%",
    "1000+",
    "<2s",
  ],
  "elearning-platform": [
    "12 weeks",
    "8 specialists",
    "50,000+",
    "95%",
    "5",
    "10,000+",
    "89%",
    "<3s",
    "Ministry of Education",
  ],
};

for (const { path, content: study } of pagesOfKind("case-study")) {
  const slug = study.slug;
  test(`${path} shows every figure, the overview, the stack and the form`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    const main = page.locator("main");
    for (const figure of figures[slug]!) await expect(main).toContainText(figure);

    const overview = page.getByTestId("overview");
    for (const label of ["Industry", "Timeline", "Team size", "Platform"])
      await expect(overview.getByText(label, { exact: true })).toBeVisible();
    await expect(overview).toContainText(study.overview.timeline);

    await expect(page.getByRole("heading", { name: "The challenge" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our solution" })).toBeVisible();
    await expect(page.getByTestId("stat-tiles").locator("dd")).toHaveCount(study.results.length);
    await expect(page.getByRole("heading", { name: "Business achievements", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Technical achievements", exact: true })).toBeVisible();
    await expect(page.getByTestId("stack").locator("h3")).toHaveCount(4);
    await expect(page.getByTestId("key-features").locator("> li")).toHaveCount(slug === "elearning-platform" ? 6 : 0);

    await expectCtaScrollsToForm(page, "Start Your Project");
  });
}

test.describe("product shots", () => {
  for (const { path, content: study } of pagesOfKind("case-study")) {
    test(`${path} shows its product shot in the hero, wide from md up, as a cacheable file`, async ({ page }) => {
      await page.goto(path);
      const hero = page.locator("main section").first();
      const shot = hero.getByRole("img", { name: /^Mock-up of the/ });
      await expect(shot).toBeVisible();
      await expect(shot).toHaveJSProperty("complete", true);
      expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await shot.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        new RegExp(`/assets/work/${study.slug}-wide\\.[0-9a-f]{8}\\.svg$`),
      );
      await expect(hero.locator("picture source")).toHaveAttribute("media", "(min-width: 768px)");

      const response = await page.request.get((await shot.getAttribute("src"))!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("image/svg+xml");
      expect(response.headers()["cache-control"]).toContain("immutable");
    });
  }

  test("the home teasers show both shots as decoration, lazily", async ({ page }) => {
    await page.goto("/");
    const teasers = page.locator("#case-studies article");
    await expect(teasers).toHaveCount(2);
    for (const img of await teasers.locator("picture img").all()) {
      await expect(img).toHaveAttribute("alt", "");
      await expect(img).toHaveAttribute("loading", "lazy");
    }
    await teasers.first().scrollIntoViewIfNeeded();
    await expect(teasers.first().locator("picture img")).toHaveJSProperty("complete", true);
  });
});
