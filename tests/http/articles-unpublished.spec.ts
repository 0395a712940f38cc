// The site as specified today: content/articles holds drafts only, so the production build publishes
// none of them and /articles stays the "Coming Soon" placeholder. Requests only: no browser needed.
import { expect, test } from "@playwright/test";
import { readArticles } from "@/lib/articles/collection";

const drafts = () => readArticles({ dir: "content/articles", includeDrafts: true });

test("/articles is the placeholder, kept out of the index, with the feeds announced", async ({ request }) => {
  const html = await (await request.get("/articles")).text();
  expect(html).toContain(">Coming Soon</h1>");
  expect(html).toContain("Get Notified When We Launch");
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(html).toContain('type="application/rss+xml"');
});

test("no draft is built: each answers 404 and is absent from the sitemap and the feeds", async ({ request }) => {
  const list = await drafts();
  expect(list.length).toBeGreaterThanOrEqual(2);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/articles");
  for (const draft of list) {
    expect(draft.draft).toBe(true);
    expect((await request.get(`/articles/${draft.slug}`)).status(), draft.slug).toBe(404);
  }
  for (const path of ["/articles/rss.xml", "/articles/atom.xml", "/articles/feed.json"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    for (const draft of list) expect(body, path).not.toContain(draft.slug);
  }
  expect((await (await request.get("/articles/feed.json")).json()).items).toEqual([]);
  expect(await (await request.get("/articles/rss.xml")).text()).not.toContain("<item>");
});
