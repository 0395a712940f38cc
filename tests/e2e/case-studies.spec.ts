import { expect, test } from "@playwright/test";
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
