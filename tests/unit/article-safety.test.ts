import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readArticles } from "@/lib/articles/collection";
import { articlesFeed } from "@/lib/articles/feeds";
import { isAllowedArticleUrl } from "@/lib/articles/safe-urls";

const FRONT = [
  'title: "Links an article may carry"',
  'description: "Which link and image addresses survive rendering into the page and the feeds."',
  "date: 2026-11-01",
  "author: lumora-engineering",
  "tags: [performance]",
].join("\n");

function folderWith(source: string, name = "a-test-article.md") {
  const dir = mkdtempSync(path.join(tmpdir(), "articles-safety-"));
  writeFileSync(path.join(dir, name), source);
  return dir;
}

const read = (dir: string) => readArticles({ dir, includeDrafts: true });

describe("article front matter is YAML only", () => {
  it("refuses ---js (a JavaScript engine would run it) with an error naming the file", async () => {
    const dir = folderWith(`---js\n{ title: (function () { return process.env.HOME })() }\n---\n\nBody.\n`);
    await expect(read(dir)).rejects.toThrow(/a-test-article\.md: front matter must be YAML.*---js/);
  });

  it("refuses other languages and an unclosed block, and accepts ---yaml and plain ---", async () => {
    await expect(read(folderWith(`---coffee\ntitle: "x"\n---\n`))).rejects.toThrow(/must be YAML/);
    await expect(read(folderWith(`---\n${FRONT}\n\nBody without a closing line.\n`))).rejects.toThrow(/never closed/);
    const [yaml] = await read(folderWith(`---yaml\n${FRONT}\n---\n\nBody.\n`));
    expect(yaml!.title).toBe("Links an article may carry");
    const [plain] = await read(folderWith(`\uFEFF---\r\n${FRONT.replace(/\n/g, "\r\n")}\r\n---\r\n\r\nBody.\r\n`));
    // Dates stay the text the writer typed (YAML core schema).
    expect(plain!.date).toBe("2026-11-01");
  });

  it("names the file when the YAML does not parse", async () => {
    await expect(read(folderWith(`---\ntitle: [unclosed\n---\n\nBody.\n`))).rejects.toThrow(
      /a-test-article\.md: front matter is not valid YAML/,
    );
  });
});

describe("article link and image URLs", () => {
  it("allows http, https, mailto, relative paths and fragments only", () => {
    for (const url of [
      "https://example.com",
      "http://example.com/a",
      "mailto:a@example.com",
      "/services",
      "../x",
      "#top",
      "page",
    ])
      expect(isAllowedArticleUrl(url), url).toBe(true);
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "java\tscript:alert(1)",
      " javascript:x",
      "data:text/html,x",
      "vbscript:x",
      "file:///etc/passwd",
    ])
      expect(isAllowedArticleUrl(url), url).toBe(false);
  });

  it("drops javascript:, data: and other links and images from the page HTML and from every feed", async () => {
    const body = [
      "Read [the guide](https://example.com/guide), [our services](/services), [mail us](mailto:hello@example.com) and [the top](#top).",
      "",
      "Do not [click me](javascript:alert(document.cookie)) or [this](&#106;avascript:alert(1)) or [that](data:text/html,<script>alert(1)</script>).",
      "",
      "![a tracking pixel](javascript:alert(2))",
      "",
      '<https://example.com/autolink> and <a href="javascript:alert(3)">raw</a>',
    ].join("\n");
    const dir = folderWith(`---\n${FRONT}\n---\n\n${body}\n`);
    const [article] = await read(dir);
    const feed = articlesFeed([article!], "https://www.example.com", "Articles", "Articles from the team.");
    for (const [where, output] of [
      ["page", article!.html],
      ["rss", feed.rss2()],
      ["atom", feed.atom1()],
      ["json", feed.json1()],
    ] as const) {
      expect(output, where).not.toMatch(/javascript:|data:text|&#106;avascript/i);
      expect(output, where).toContain("https://example.com/guide");
      expect(output, where).toContain("mailto:hello@example.com");
      expect(output, where).toContain("click me");
      expect(output, where).toContain("a tracking pixel");
    }
    expect(article!.html).toContain('<a href="/services">our services</a>');
    expect(article!.html).toContain('<a href="#top">the top</a>');
  });
});
