import { describe, expect, it } from "vitest";
import { readArticles } from "@/lib/articles/collection";
import { articleProse } from "@/scripts/lib/article-prose";

describe("the copy check's reading of an article", () => {
  it("reads aligned cells, nested list items and escaped characters as a reader sees them", () => {
    const html = [
      "<p>Use a &#x3C;details> element &#x26; no script.</p>",
      "<!-- <p>a comment is not prose</p> -->",
      '<pre class="shiki"><code><span>const a = 1;</span></code></pre>',
      "<ul>\n<li>Outer item\n<ul>\n<li>Inner item</li>\n</ul>\n</li>\n<li>\n<p>A loose item</p>\n</li>\n</ul>",
      '<table><thead><tr><th align="right">Cost</th></tr></thead><tbody><tr><td align="right">Two days</td></tr></tbody></table>',
    ].join("\n");
    expect(articleProse(html)).toEqual([
      "Use a <details> element & no script.",
      "Outer item",
      "Inner item",
      "A loose item",
      "Cost",
      "Two days",
    ]);
  });

  it("leaves code out of a rendered fixture article", async () => {
    const articles = await readArticles({ dir: "tests/fixtures/articles", includeDrafts: false });
    const rich = articles.find((article) => article.slug === "fixture-rich-article")!;
    const prose = articleProse(rich.html).join("\n");
    expect(rich.html).toContain("retry_delay");
    expect(prose).not.toContain("retry_delay");
    expect(prose.length).toBeGreaterThan(100);
  });
});
