// The articles engine in the static export, built from the fixture articles (ARTICLES_DIR in
// playwright.static.config.ts): 14 published, all tagged engineering (two tag pages), one draft; one article
// with code, a table and images.
import { expect, test, type Page } from "../playwright-test";
import { expectNoAxeViolations } from "../axe";
import { STATIC_SITE_URL } from "../../playwright.static.config";

const RICH = "/articles/fixture-rich-article";
const DRAFT = "fixture-draft-article";
const isScript = (url: string) => /\/_next\/static\/(chunks|payload)\/[^/]+\.js$/.test(url);

/** Article and tag pages are read without script: no intent, no hydration. */
test.use({ hydrate: false });

const cardTitles = (page: Page) => page.locator("main ul > li h3").allTextContents();

test("/articles lists the newest twelve, links the feeds and pages on to the rest", async ({ page }) => {
  await page.goto("/articles");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles");
  const first = await cardTitles(page);
  expect(first).toHaveLength(12);
  expect(first[0]).toBe("Fixture: an article with code, a table and an image");
  expect(first).not.toContain("Fixture draft that must never be published");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  for (const type of ["application/rss+xml", "application/atom+xml", "application/feed+json"]) {
    await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveCount(1);
  }
  await page.getByRole("link", { name: "Older articles" }).click();
  await expect(page).toHaveURL(/\/articles\/page\/2$/);
  const second = await cardTitles(page);
  expect(second).toEqual(["Fixture note 02", "Fixture note 01"]);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.getByRole("link", { name: "Newer articles" })).toHaveAttribute("href", "/articles");
  expect((await page.request.get("/articles/page/3")).status()).toBe(404);
});

test("a tag page lists exactly the articles with that tag", async ({ page }) => {
  await page.goto("/articles/tags/design");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles on Design");
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  for (const card of await page.locator("section[aria-labelledby='article-list-heading'] > ul > li").all()) {
    await expect(card.getByRole("link", { name: "Design", exact: true })).toBeVisible();
  }
  expect(titles).not.toContain("Fixture draft that must never be published");
  expect((await page.request.get("/articles/tags/blockchain")).status()).toBe(404);
});

test("a tag with more than twelve articles pages on like the list, each page canonical to itself", async ({ page }) => {
  await page.goto("/articles/tags/engineering");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles on Engineering");
  expect(await cardTitles(page)).toHaveLength(12);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${STATIC_SITE_URL}/articles/tags/engineering`,
  );
  await page.getByRole("link", { name: "Older articles" }).click();
  await expect(page).toHaveURL(/\/articles\/tags\/engineering\/page\/2$/);
  expect(await cardTitles(page)).toEqual(["Fixture note 02", "Fixture note 01"]);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page).toHaveTitle(/Articles on Engineering \(page 2\)/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${STATIC_SITE_URL}/articles/tags/engineering/page/2`,
  );
  await expect(page.getByRole("link", { name: "Newer articles" })).toHaveAttribute(
    "href",
    "/articles/tags/engineering",
  );
  expect((await page.request.get("/articles/tags/engineering/page/3")).status()).toBe(404);
  expect((await page.request.get("/articles/tags/design/page/2")).status()).toBe(404);
});

test("an article shows its facts, contents, highlighted code, sized images, neighbours, related reading and the form", async ({
  page,
}) => {
  await page.goto(RICH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Fixture: an article with code, a table and an image",
  );
  const band = page.locator("main section").first();
  await expect(band.locator('time[datetime="2026-11-20"]')).toHaveText("20 November 2026");
  await expect(band.locator('time[datetime="2026-11-22"]')).toHaveText("22 November 2026");
  await expect(band).toContainText("min read");
  await expect(band).toContainText("By Lumora engineering team");
  await expect(band.getByRole("link", { name: "Performance" })).toHaveAttribute("href", "/articles/tags/performance");

  const toc = page.getByRole("navigation", { name: "On this page" });
  const entries = toc.getByRole("link");
  await expect(entries).toHaveCount(5);
  for (const href of await entries.evaluateAll((links) => links.map((a) => a.getAttribute("href")!))) {
    await expect(page.locator(`article ${href}`)).toHaveCount(1);
    await expect(page.locator(`article ${href} a.heading-anchor`)).toHaveAttribute("href", href);
  }
  await entries.nth(2).click();
  await expect(page).toHaveURL(/#a-table$/);
  await expect(page.locator("article #a-table")).toBeInViewport();

  await expect(page.locator("article pre.shiki span[style*='color']").first()).toBeVisible();
  for (const image of await page.locator("main img").all()) {
    expect(Number(await image.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await image.getAttribute("height"))).toBeGreaterThan(0);
    expect(
      await image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? true : img.loading)),
    ).toBeTruthy();
  }
  await expect(page.locator("article img[src^='http'], article iframe")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Image: A remote picture" })).toHaveAttribute(
    "href",
    "https://example.org/remote.png",
  );

  const neighbours = page.getByRole("navigation", { name: "Article pages" });
  await expect(neighbours.getByRole("link", { name: /Older article Fixture note 13/ })).toHaveAttribute(
    "href",
    "/articles/fixture-note-13",
  );
  await expect(neighbours.getByRole("link", { name: /Newer article/ })).toHaveCount(0);
  const related = page.locator("section[aria-labelledby='related-heading'] > ul > li");
  await expect(related).toHaveCount(3);
  await expect(page.locator("#contact-section form")).toBeVisible();
});

test("an article page loads no script before intent, and its policy allows what it shows", async ({ page }) => {
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => isScript(request.url()) && scripts.push(request.url()));
  page.on(
    "console",
    (message) => /Content Security Policy|Refused to/i.test(message.text()) && problems.push(message.text()),
  );
  await page.goto(RICH, { waitUntil: "networkidle" });
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(2_000);
  expect(scripts).toEqual([]);
  expect(problems).toEqual([]);
  const transferred = await page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script").length,
  );
  expect(transferred).toBe(0);
});

test("the article with code, a table and an image has no axe violations and reflows at 320 px", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(RICH);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
  await expectNoAxeViolations(page);
});

test("the draft is nowhere in the output: no page, no sitemap entry, no feed item", async ({ request }) => {
  expect((await request.get(`/articles/${DRAFT}`)).status()).toBe(404);
  for (const path of [
    "/sitemap.xml",
    "/articles/rss.xml",
    "/articles/atom.xml",
    "/articles/feed.json",
    "/articles",
    "/articles/tags/design",
    "/articles/tags/engineering/page/2",
  ]) {
    expect(await (await request.get(path)).text(), path).not.toContain(DRAFT);
  }
});

test("the sitemap lists articles with lastmod, the list pages and the tag pages", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain(`<loc>${STATIC_SITE_URL}/articles</loc>`);
  expect(xml).toContain(`<loc>${STATIC_SITE_URL}/articles/page/2</loc>`);
  expect(xml).toContain(`<loc>${STATIC_SITE_URL}/articles/tags/design</loc>`);
  expect(xml).toContain(`<loc>${STATIC_SITE_URL}/articles/tags/engineering/page/2</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${STATIC_SITE_URL}${RICH}</loc>\\s*<lastmod>2026-11-22`));
});

test("the three feeds parse and list the published articles", async ({ page, request }) => {
  await page.goto("/articles");
  for (const path of ["/articles/rss.xml", "/articles/atom.xml"]) {
    const xml = await (await request.get(path)).text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length,
        items: doc.querySelectorAll("item, entry").length,
        root: doc.documentElement.nodeName,
      };
    }, xml);
    expect(parsed, path).toMatchObject({ error: 0, items: 14 });
    expect(["rss", "feed"]).toContain(parsed.root);
  }
  const json = await (await request.get("/articles/feed.json")).json();
  expect(json.items).toHaveLength(14);
  expect(json.items[0].url).toBe(`${STATIC_SITE_URL}${RICH}`);
});

test("each article and tag page carries parsable JSON-LD: BlogPosting and breadcrumbs", async ({ page }) => {
  await page.goto(RICH);
  const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
  const things = graphs.flatMap((text) => (JSON.parse(text) as { "@graph": { "@type": string }[] })["@graph"]);
  const posting = things.find((thing) => thing["@type"] === "BlogPosting") as Record<string, unknown>;
  expect(posting).toMatchObject({
    headline: "Fixture: an article with code, a table and an image",
    datePublished: "2026-11-20",
    dateModified: "2026-11-22",
  });
  expect(things.map((thing) => thing["@type"])).toContain("BreadcrumbList");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${STATIC_SITE_URL}${RICH}`);
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", "2026-11-20");
  const card = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect((await page.request.get(new URL(card!).pathname)).headers()["content-type"]).toBe("image/png");
});
