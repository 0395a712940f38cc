import { expect, test, type APIRequestContext } from "../playwright-test";
import { allPages } from "@/content/registry";
import { FEED_PATHS } from "@/lib/articles/paths";

// Everything here reads the served HTML only, as a crawler that runs no JavaScript would.
const hrefsOf = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"#]*)[^"]*"/g)].map((m) => m[1]!);
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { "@graph": { "@type": string; mainEntity?: unknown[] }[] },
  );
const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)"`))?.[1];

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test("a crawl from / that follows only plain links reaches every registered page and the feeds, nothing else", async ({
  request,
}) => {
  const feeds = new Set<string>(Object.values(FEED_PATHS));
  const seen = new Set<string>();
  const feedsLinked = new Set<string>();
  const queue = ["/"];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    // The articles page links its feeds: files a crawler fetches, not pages to follow.
    if ((Object.values(FEED_PATHS) as string[]).includes(path)) {
      feeds.add(path);
      continue;
    }
    for (const href of hrefsOf(await html(request, path))) {
      if (feeds.has(href)) feedsLinked.add(href);
      else if (href.startsWith("/") && !href.startsWith("//") && !seen.has(href)) queue.push(href);
    }
  }
  const missing = allPages.map((page) => page.path).filter((path) => !seen.has(path));
  expect(missing).toEqual([]);
  expect(seen.size).toBe(allPages.length);
  expect([...feedsLinked].sort(), "the articles page links its feeds").toEqual([...feeds].sort());
  for (const feed of feedsLinked) expect((await request.get(feed)).status(), feed).toBe(200);
});

test("robots.txt names the sitemap, which lists every indexable page", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /api/");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls.sort()).toEqual(
    allPages
      .filter((page) => page.indexable)
      .map((page) => `${baseURL}${page.path}`)
      .sort(),
  );
  expect(urls).not.toContain(`${baseURL}/articles`);
});

test("every page has absolute canonical, Open Graph and Twitter tags and valid JSON-LD", async ({ request }) => {
  test.setTimeout(120_000);
  for (const page of allPages) {
    const source = await html(request, page.path);
    expect(source, page.path).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    for (const key of ["og:url", "og:image", "twitter:image"])
      expect(metaContent(source, key), `${page.path} ${key}`).toMatch(/^https?:\/\//);
    for (const key of ["og:title", "og:description", "og:type", "twitter:card", "twitter:title"])
      expect(metaContent(source, key), `${page.path} ${key}`).toBeTruthy();
    const blocks = jsonLdOf(source);
    expect(blocks.length, page.path).toBe(1);
    const types = blocks[0]!["@graph"].map((thing) => thing["@type"]);
    expect(types, page.path).toContain("ProfessionalService");
    if (page.path !== "/") expect(types, page.path).toContain("BreadcrumbList");
    expect(source.match(/<meta name="robots"/g)?.length ?? 0, page.path).toBe(page.indexable ? 0 : 1);
    expect(source, page.path).toMatch(new RegExp(`<title>[^<]+ \\| Lumora</title>`));
  }
});

test("the home page describes the organisation and its ten FAQs", async ({ request }) => {
  const [graph] = jsonLdOf(await html(request, "/"));
  const faq = graph!["@graph"].find((thing) => thing["@type"] === "FAQPage");
  expect(faq?.mainEntity).toHaveLength(10);
});

test("case studies are shared as articles", async ({ request }) => {
  const source = await html(request, "/case-studies/elearning-platform");
  expect(metaContent(source, "og:type")).toBe("article");
  expect(jsonLdOf(source)[0]!["@graph"].map((thing) => thing["@type"])).toContain("Article");
});

test("icons and the web manifest are served", async ({ request }) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await request.get("/icon.svg")).headers()["content-type"]).toMatch(/image\/svg\+xml/);
  expect((await request.get("/apple-icon.png")).headers()["content-type"]).toBe("image/png");
  const manifestResponse = await request.get("/manifest.webmanifest");
  expect(manifestResponse.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as { name: string; icons: unknown[] };
  expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
  const home = await html(request, "/");
  expect(home).toMatch(/<link rel="icon" href="\/favicon\.ico/);
  // The SVG icon is inline, so the browser's icon fetch after load costs a phone no round trip.
  const svgIcon = /<link rel="icon" href="(data:image\/svg\+xml,[^"]+)"/.exec(home)?.[1];
  expect(decodeURIComponent(svgIcon!.slice("data:image/svg+xml,".length))).toBe(
    (await (await request.get("/icon.svg")).text()).trim(),
  );
  expect(home).not.toContain('href="/icon.svg');
  // With credentials, the browser fetches it on the page's connection instead of opening another.
  expect(home.match(/<link rel="manifest"[^>]*>/g)).toEqual([
    '<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"/>',
  ]);
});

test("the 404 page carries a single noindex", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expect((await response.text()).match(/<meta name="robots" content="noindex"\/?>/g)).toHaveLength(1);
});

test("the terms' Last updated date is the day the server serves them, before any script", async ({ request }) => {
  const before = new Date();
  const source = await html(request, "/terms");
  const after = new Date();
  const served =
    /<time dateTime="(\d{4}-\d{2}-\d{2})" data-testid="last-updated">(\d{1,2} [A-Z][a-z]+ \d{4})<\/time>/.exec(source);
  const days = [before, after].map((day) => day.toISOString().slice(0, 10));
  expect(days).toContain(served?.[1]);
  const readable = new Date(`${served![1]}T12:00:00Z`).toLocaleDateString("en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  });
  expect(served?.[2]).toBe(readable);
});

test("every page has a canonical URL and a PNG share image of its own", async ({ request }) => {
  const images = new Set<string>();
  for (const route of allPages) {
    const source = await html(request, route.path);
    expect(source, route.path).toMatch(/<link rel="canonical" href="[^"]+"/);
    const image = source.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image, route.path).toBeTruthy();
    const response = await request.get(new URL(image!).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    images.add(image!);
  }
  expect(images.size).toBe(allPages.length);
});
