import { expect, test } from "../playwright-test";
import { allPages as routes } from "@/content/registry";

test("a crawl of the built site finds no broken internal link or anchor", async ({ request }) => {
  test.setTimeout(180_000);
  const htmlByPath = new Map<string, string>();
  const fetchPage = async (path: string) => {
    if (!htmlByPath.has(path)) {
      const response = await request.get(path);
      expect(response.status(), `GET ${path}`).toBe(200);
      htmlByPath.set(path, await response.text());
    }
    return htmlByPath.get(path)!;
  };
  const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

  const broken: string[] = [];
  const checkedAssets = new Set<string>();
  for (const route of routes) {
    const html = await fetchPage(route.path);
    const hrefs = [...html.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    for (const href of hrefs) {
      if (/^(mailto:|https?:)/.test(href)) continue;
      const [pathPart, hash] = href.split("#");
      const target = pathPart || route.path;
      const targetHtml = await fetchPage(target).catch(() => null);
      if (targetHtml === null) broken.push(`${route.path} → ${href}`);
      else if (hash && !idsOf(targetHtml).has(hash)) broken.push(`${route.path} → ${href} (no #${hash})`);
    }
    for (const [, src] of html.matchAll(/<img[^>]+src="([^"]+)"/g)) {
      if (checkedAssets.has(src!)) continue;
      checkedAssets.add(src!);
      const response = await request.get(src!);
      if (response.status() !== 200) broken.push(`${route.path} → image ${src}`);
    }
  }
  expect(broken).toEqual([]);
  expect(htmlByPath.size).toBeGreaterThanOrEqual(routes.length);
});
