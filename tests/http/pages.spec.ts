import { parse, type HTMLElement } from "node-html-parser";
import { expect, test } from "../playwright-test";
import { allPages, type PageRecord } from "@/content/registry";
import { site } from "@/content/site";
import { fullTitle } from "@/lib/seo/title";
import { inlineScriptHashes } from "@/server/page-hashes.mjs";

// What the HTML of every route says, read as a crawler or a reader without script gets it: one request per
// route, no browser. How each template behaves in a browser is checked once per template in tests/browser.

const text = (element: HTMLElement | null | undefined) => element?.textContent.replace(/\s+/g, " ").trim() ?? "";

/** The h1 the page's content entry gives, for the kinds whose hero shows a title from their entry. */
function expectedHeading(page: PageRecord): string | undefined {
  switch (page.kind) {
    case "service":
    case "technology":
    case "industry":
      return page.content.heroTitle;
    case "case-study":
      return page.content.title;
    default:
      return undefined;
  }
}

/** The family template's own structure: counts the schema fixes, as the HTML renders them. */
function expectFamilyStructure(page: PageRecord, root: HTMLElement) {
  if (page.kind === "service") {
    const cards = root.querySelectorAll('[data-testid="service-cards"] > li');
    expect(cards, page.path).toHaveLength(page.content.cards.length);
    expect(text(cards[0]?.querySelector("h3")), page.path).toBe(page.content.cards[0]!.title);
  }
  if (page.kind === "technology" || page.kind === "industry") {
    expect(root.querySelectorAll('[data-testid="why-paragraphs"] p'), page.path).toHaveLength(4);
    const headings = root.querySelectorAll("h2").map(text);
    expect(headings, page.path).toContain(`${page.content.topic} Expertise That Delivers Results`);
    const cards = root.querySelectorAll('[data-testid="expertise-cards"] article');
    expect(
      cards.map((card) => text(card.querySelector("h3"))),
      page.path,
    ).toEqual(["Things We Build", "Challenges We Solve", "How We Keep You Ahead"]);
    for (const card of cards) expect(card.querySelectorAll("li"), page.path).toHaveLength(8);
  }
  if (page.kind === "industry")
    expect(text(root.querySelector("#why")), `${page.path}: the body names the agency as a provider`).toContain(
      site.name,
    );
}

/** Every URL the page would fetch by itself: scripts, styles, preloads, icons, images, frames. */
function fetchedUrls(root: HTMLElement) {
  const urls: string[] = [];
  for (const element of root.querySelectorAll("script[src], img[src], iframe[src], video[src], audio[src]"))
    urls.push(element.getAttribute("src")!);
  for (const element of root.querySelectorAll("img[srcset], source[srcset]"))
    urls.push(
      ...element
        .getAttribute("srcset")!
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0]!),
    );
  for (const link of root.querySelectorAll("link[href]")) {
    const rel = link.getAttribute("rel") ?? "";
    if (/stylesheet|preload|modulepreload|icon|manifest|prefetch/.test(rel)) urls.push(link.getAttribute("href")!);
  }
  return urls;
}

for (const page of allPages) {
  test(`${page.path}: its HTML has the page's heading, title, family structure and a policy that fits its scripts`, async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await response.text();
    const root = parse(html);

    const headings = root.querySelectorAll("h1");
    expect(headings, "exactly one h1").toHaveLength(1);
    expect(text(headings[0])).not.toBe("");
    const heading = expectedHeading(page);
    if (heading) expect(text(headings[0])).toBe(heading);
    expect(text(root.querySelector("title"))).toBe(fullTitle(page.meta.title));
    expect(root.querySelector("main#main"), "the skip link's target").not.toBeNull();
    expectFamilyStructure(page, root);

    // The home page and every section page carry the form and a hero button to it.
    if (page.path === "/" || page.family !== "top") {
      expect(root.querySelector("#contact-section form"), "the contact form").not.toBeNull();
      expect(root.querySelectorAll('main a[href="#contact-section"]').length, "a button to the form").toBeGreaterThan(
        0,
      );
    }

    const policy = response.headers()["content-security-policy"] ?? "";
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
    for (const hash of inlineScriptHashes(html))
      expect(scriptSources, "the CSP allows each inline script").toContain(`'${hash}'`);

    const origin = new URL(baseURL!).origin;
    const foreign = fetchedUrls(root).filter(
      (url) => !url.startsWith("data:") && new URL(url, origin).origin !== origin,
    );
    expect(foreign, "resources from other origins").toEqual([]);

    for (const link of root.querySelectorAll('a[target="_blank"]'))
      expect((link.getAttribute("rel") ?? "").split(/\s+/), link.getAttribute("href")).toEqual(
        expect.arrayContaining(["noopener", "noreferrer"]),
      );
  });
}

for (const path of ["/this-page-does-not-exist", "/services/quantum-knitting"]) {
  test(`${path} answers 404 with the not-found page`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const root = parse(await response.text());
    expect(text(root.querySelector("h1"))).toBe("Oops! Page not found");
    expect(root.querySelectorAll('a[href="/"]').map(text)).toContain("Back to the home page");
  });
}
