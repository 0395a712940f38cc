import { mkdtempSync, writeFileSync, mkdirSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { ARTICLES_PER_PAGE } from "@/content/article-taxonomy";
import {
  adjacentArticles,
  articlesTagged,
  paginate,
  tagPages,
  readArticles,
  relatedArticles,
  type Article,
} from "@/lib/articles/collection";
import { articlesFeed } from "@/lib/articles/feeds";
import { articleIdentity } from "@/lib/articles/identity";
import { tagPath } from "@/lib/articles/paths";
import { blogPosting, serializeJsonLd, standaloneGraph } from "@/lib/seo/json-ld";
import { articlePages } from "@/lib/seo/sitemap";
import { articleDraftsVisible, readServerSettings } from "@/lib/settings/schema.mjs";

const FIXTURES = "tests/fixtures/articles";
const SITE = "https://www.example.com";
const published = () => readArticles({ dir: FIXTURES, includeDrafts: false });

/** A folder holding one article with the given front matter lines and body. */
function articleFolder(front: string, body = "Body text.\n", name = "a-test-article.md") {
  const dir = mkdtempSync(path.join(tmpdir(), "articles-"));
  writeFileSync(path.join(dir, name), `---\n${front}\n---\n\n${body}`);
  return dir;
}
const validFront = [
  'title: "A valid title"',
  'description: "A description long enough to pass the fifty character minimum of the schema."',
  "date: 2026-11-01",
  "author: lumora-engineering",
  "tags: [performance]",
];
const withLine = (key: string, line?: string) =>
  [...validFront.filter((l) => !l.startsWith(`${key}:`)), ...(line ? [line] : [])].join("\n");

describe("reading articles", () => {
  it("publishes every non-draft article, newest first, and leaves drafts out", async () => {
    const articles = await published();
    expect(articles).toHaveLength(14);
    expect(articles.map((a) => a.slug)).not.toContain("fixture-draft-article");
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const withDrafts = await readArticles({ dir: FIXTURES, includeDrafts: true });
    expect(withDrafts.find((a) => a.slug === "fixture-draft-article")?.draft).toBe(true);
  });

  it("renders headings with anchors, a table of contents, highlighted code and sized images", async () => {
    const rich = (await published()).find((a) => a.slug === "fixture-rich-article")!;
    expect(rich.toc.map((entry) => [entry.depth, entry.id])).toEqual([
      [2, "code-highlighted-at-build-time"],
      [3, "a-wide-line-that-must-scroll"],
      [2, "a-table"],
      [2, "an-image"],
      [2, "a-list"],
    ]);
    for (const { id } of rich.toc) expect(rich.html).toContain(`<a class="heading-anchor" href="#${id}">`);
    const python =
      rich.html.match(/<pre class="shiki[^>]*><code>(?:(?!<\/pre>)[\s\S])*retry_delay[\s\S]*?<\/pre>/)?.[0] ?? "";
    expect(python, "a lazily loaded language is highlighted too").toMatch(
      /<span style="color:#[0-9A-F]{6}">def<\/span>/i,
    );
    expect(rich.html).toMatch(
      /<pre class="shiki [^"]+" style="[^"]+" tabindex="0"><code><span class="line"><span style="color:#/,
    );
    expect(rich.html).toContain(
      '<img src="/articles/images/fixture-diagram.png" alt="A plain green rectangle used as a diagram placeholder in the fixture" width="960" height="540" loading="lazy" decoding="async">',
    );
    expect(rich.html).toContain('<a href="https://example.org/remote.png">Image: A remote picture</a>');
    expect(rich.html).not.toMatch(/<img[^>]+https?:/);
    expect(rich.html).toContain('<div class="article-table" tabindex="0" role="region" aria-label="Table"><table>');
    expect(rich.cover).toEqual({
      src: "/articles/images/fixture-cover.png",
      alt: expect.any(String),
      width: 1200,
      height: 630,
    });
    expect(rich.updated).toBe("2026-11-22");
    expect(rich.minutesToRead).toBeGreaterThanOrEqual(1);
  });

  it("lists the images an article shows, not a file its text only names", async () => {
    const dir = articleFolder(
      validFront.join("\n"),
      "![A diagram](images/shown.png)\n\nThe old `images/named.png` and /articles/images/named.png were replaced.\n",
    );
    mkdirSync(path.join(dir, "images"));
    for (const name of ["shown.png", "named.png"]) {
      copyFileSync(path.join(FIXTURES, "images/fixture-diagram.png"), path.join(dir, "images", name));
    }
    const article = (await readArticles({ dir, includeDrafts: false }))[0]!;
    expect(article.html).toContain("/named.png");
    expect(article.images).toEqual(["shown.png"]);
    const rich = (await published()).find((a) => a.slug === "fixture-rich-article")!;
    expect(rich.images).toEqual(["fixture-cover.png", "fixture-diagram.png"]);
  });

  it("drops raw HTML, so an embed cannot reach the page", async () => {
    const dir = articleFolder(
      validFront.join("\n"),
      'Before.\n\n<iframe src="https://video.example/embed"></iframe>\n\n<script>alert(1)</script>\n\nAfter.\n',
    );
    const article = (await readArticles({ dir, includeDrafts: false }))[0]!;
    expect(article.html).not.toMatch(/<iframe|<script|video\.example/);
    expect(article.html).toContain("<p>After.</p>");
  });

  it("an empty or missing folder publishes nothing", async () => {
    expect(await readArticles({ dir: mkdtempSync(path.join(tmpdir(), "none-")), includeDrafts: true })).toEqual([]);
    expect(await readArticles({ dir: "no/such/folder", includeDrafts: true })).toEqual([]);
  });
});

describe("a wrong field stops the build, naming the file and the field", () => {
  const cases: [string, string, RegExp][] = [
    [
      "a title over 60 characters",
      withLine("title", `title: "${"x".repeat(61)}"`),
      /title must be at most 60 characters/,
    ],
    [
      "a short description",
      withLine("description", 'description: "Too short."'),
      /description must be at least 50 characters/,
    ],
    [
      "a tag outside the list",
      withLine("tags", "tags: [performance, blockchain]"),
      /tags\.1 must be one of: accessibility/,
    ],
    ["an unknown author", withLine("author", "author: jane-doe"), /author must be one of: lumora-engineering/],
    ["an impossible date", withLine("date", "date: 2026-13-45"), /date must be a date written YYYY-MM-DD/],
    ["a missing date", withLine("date"), /date /],
    ["an update before the date", withLine("updated", "updated: 2026-10-01"), /updated must not be earlier than date/],
    ["an unknown field", withLine("x", "category: news"), /Unrecognized key/],
    ["a cover without alt text", withLine("x", "cover:\n  src: images/c.png"), /cover\.alt/],
    ["a draft flag that is not a boolean", withLine("draft", 'draft: "yes"'), /draft /],
  ];
  for (const [what, front, message] of cases) {
    it(what, async () => {
      const dir = articleFolder(front);
      const error = await readArticles({ dir, includeDrafts: true }).catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toContain(path.join(dir, "a-test-article.md"));
      expect((error as Error).message).toMatch(message);
    });
  }

  it("a missing image, an image without alt text and a badly named file", async () => {
    const missing = articleFolder(validFront.join("\n"), "![A diagram](images/nowhere.png)\n");
    await expect(readArticles({ dir: missing, includeDrafts: false })).rejects.toThrow(
      /a-test-article\.md: image .*nowhere\.png does not exist/,
    );
    const noAlt = articleFolder(validFront.join("\n"), "![](images/x.png)\n");
    mkdirSync(path.join(noAlt, "images"));
    copyFileSync(path.join(FIXTURES, "images/fixture-cover.png"), path.join(noAlt, "images/x.png"));
    await expect(readArticles({ dir: noAlt, includeDrafts: false })).rejects.toThrow(
      /image "images\/x\.png" needs alt text/,
    );
    const badName = articleFolder(validFront.join("\n"), "Body.\n", "Bad Name.md");
    await expect(readArticles({ dir: badName, includeDrafts: false })).rejects.toThrow(
      /Bad Name\.md: the file name must be/,
    );
  });
});

describe("lists, neighbours and related reading", () => {
  it("paginates past twelve", async () => {
    const articles = await published();
    expect(ARTICLES_PER_PAGE).toBe(12);
    expect(paginate(articles, 1)).toMatchObject({ pageCount: 2, page: 1 });
    expect(paginate(articles, 1).items).toHaveLength(12);
    expect(paginate(articles, 2).items.map((a) => a.slug)).toEqual(articles.slice(12).map((a) => a.slug));
    expect(paginate([], 1).pageCount).toBe(1);
  });

  it("paginates a tag's list like the main list: twelve to a page, each page at its own path", async () => {
    const articles = await published();
    const engineering = articlesTagged(articles, "engineering");
    expect(engineering).toHaveLength(14);
    const pages = tagPages(articles);
    expect(pages.filter((entry) => entry.tag === "engineering")).toEqual([
      { tag: "engineering", page: 1 },
      { tag: "engineering", page: 2 },
    ]);
    expect(pages.filter((entry) => entry.tag === "design")).toEqual([{ tag: "design", page: 1 }]);
    expect(tagPath("engineering", 1)).toBe("/articles/tags/engineering");
    expect(tagPath("engineering", 2)).toBe("/articles/tags/engineering/page/2");
    expect(paginate(engineering, 2).items.map((a) => a.slug)).toEqual(["fixture-note-02", "fixture-note-01"]);
  });

  it("relates up to three articles by shared tags, never the article itself", async () => {
    const articles = await published();
    for (const article of articles) {
      const related = relatedArticles(articles, article);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const other of related) {
        expect(other.slug).not.toBe(article.slug);
        expect(other.tags.some((tag) => article.tags.includes(tag))).toBe(true);
      }
    }
    const rich = articles.find((a) => a.slug === "fixture-rich-article")!;
    expect(relatedArticles(articles, rich)).toHaveLength(3);
  });

  it("links each article to the next newer and older one", async () => {
    const articles = await published();
    expect(adjacentArticles(articles, articles[0]!)).toEqual({ newer: undefined, older: articles[1] });
    expect(adjacentArticles(articles, articles[5]!)).toEqual({ newer: articles[4], older: articles[6] });
    expect(adjacentArticles(articles, articles.at(-1)!).older).toBeUndefined();
    expect(articlesTagged(articles, "design").every((a) => a.tags.includes("design"))).toBe(true);
  });
});

describe("feeds, sitemap and structured data", () => {
  const parser = new XMLParser({ ignoreAttributes: false });
  const feedOf = async (articles?: Article[]) =>
    articlesFeed(articles ?? (await published()), SITE, "Articles", "Articles from the team.");

  it("RSS 2.0 and Atom parse as XML and list every published article with absolute links", async () => {
    const feed = await feedOf();
    for (const xml of [feed.rss2(), feed.atom1()]) expect(XMLValidator.validate(xml)).toBe(true);
    const rss = parser.parse(feed.rss2()).rss.channel;
    expect(rss.item).toHaveLength(14);
    expect(rss.item[0].link).toBe(`${SITE}/articles/fixture-rich-article`);
    expect(rss.item[0]["content:encoded"]).toContain(`src="${SITE}/articles/images/fixture-diagram.png"`);
    const atom = parser.parse(feed.atom1()).feed;
    expect(atom.entry).toHaveLength(14);
    expect(atom.updated).toBe("2026-11-22T00:00:00.000Z");
    expect(JSON.stringify([rss, atom])).not.toContain("fixture-draft-article");
  });

  it("JSON Feed 1 parses and carries the version URL", async () => {
    const json = JSON.parse((await feedOf()).json1()) as { version: string; items: { url: string }[] };
    expect(json.version).toBe("https://jsonfeed.org/version/1");
    expect(json.items.map((item) => item.url)).toContain(`${SITE}/articles/fixture-note-01`);
  });

  it("an empty feed is still valid", async () => {
    const feed = await feedOf([]);
    expect(XMLValidator.validate(feed.rss2())).toBe(true);
    expect(XMLValidator.validate(feed.atom1())).toBe(true);
    expect(JSON.parse(feed.json1()).items).toEqual([]);
  });

  it("the sitemap lists list pages, articles with lastmod and tags, and nothing while none is published", async () => {
    const articles = await published();
    const entries = articlePages(SITE, articles);
    expect(entries.map((e) => e.url)).toEqual(
      expect.arrayContaining([`${SITE}/articles`, `${SITE}/articles/page/2`, `${SITE}/articles/tags/design`]),
    );
    expect(entries.find((e) => e.url === `${SITE}/articles/fixture-rich-article`)?.lastModified).toBe("2026-11-22");
    expect(entries.map((e) => e.url)).toContain(`${SITE}/articles/tags/engineering/page/2`);
    expect(entries.map((e) => e.url)).not.toContain(`${SITE}/articles/tags/design/page/2`);
    expect(entries.map((e) => e.url).join()).not.toContain("fixture-draft-article");
    expect(articlePages(SITE, [])).toEqual([]);
  });

  it("leaves drafts out of the sitemap and the feeds even when a preview builds them", async () => {
    const built = await readArticles({ dir: FIXTURES, includeDrafts: true });
    const draft = built.find((a) => a.draft)!;
    expect(draft.slug).toBe("fixture-draft-article");
    expect(articlePages(SITE, built)).toEqual(articlePages(SITE, await published()));
    expect(articlePages(SITE, [draft]), "a preview holding only drafts lists nothing").toEqual([]);
    const feed = await feedOf(built);
    expect(parser.parse(feed.rss2()).rss.channel.item).toHaveLength(14);
    expect(JSON.parse(feed.json1()).items).toHaveLength(14);
    expect(feed.atom1() + feed.rss2() + feed.json1()).not.toContain(draft.slug);
    expect(parser.parse(feed.atom1()).feed.updated, "the draft's newer date does not move the feed").toBe(
      "2026-11-22T00:00:00.000Z",
    );
  });

  it("BlogPosting JSON-LD parses with headline, dates, author and publisher", async () => {
    const rich = (await published()).find((a) => a.slug === "fixture-rich-article")!;
    const posting = blogPosting(
      articleIdentity(rich),
      { ...rich, author: "Lumora engineering team", tags: rich.tags },
      SITE,
    );
    const parsed = JSON.parse(serializeJsonLd(standaloneGraph([posting], SITE)));
    expect(parsed["@graph"][2]).toMatchObject({
      "@type": "BlogPosting",
      headline: rich.title,
      datePublished: "2026-11-20",
      dateModified: "2026-11-22",
      url: `${SITE}/articles/fixture-rich-article`,
      publisher: { "@id": `${SITE}/#organization` },
    });
  });
});

describe("drafts and the articles setting", () => {
  it("builds drafts only under next dev or when ARTICLES_DRAFTS=show", () => {
    expect(articleDraftsVisible(undefined, "production")).toBe(false);
    expect(articleDraftsVisible(undefined, "development")).toBe(true);
    expect(articleDraftsVisible("hide", "development")).toBe(false);
    expect(articleDraftsVisible("show", "production")).toBe(true);
  });

  it("ARTICLES_DIR defaults to content/articles and refuses a folder outside the project", () => {
    expect(readServerSettings({}).ARTICLES_DIR).toBe("content/articles");
    expect(() => readServerSettings({ ARTICLES_DIR: "../elsewhere" })).toThrow(
      /ARTICLES_DIR: must stay inside the project/,
    );
    expect(() => readServerSettings({ ARTICLES_DRAFTS: "maybe" })).toThrow(/ARTICLES_DRAFTS: must be show or hide/);
  });
});

describe("the site's own articles", () => {
  it("are valid, all drafts today (the specified placeholder stays live), each 800 to 1,500 words", async () => {
    const all = await readArticles({ dir: "content/articles", includeDrafts: true });
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(await readArticles({ dir: "content/articles", includeDrafts: false })).toEqual([]);
    for (const article of all) {
      const prose = article.html.replace(/<pre[\s\S]*?<\/pre>/g, "").replace(/<[^>]+>/g, " ");
      const words = prose.split(/\s+/).filter((w) => /\w/.test(w)).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(800);
      expect(words, article.slug).toBeLessThanOrEqual(1500);
    }
  });
});
