import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleCard } from "@/components/articles/ArticleCard";
import { ArticleView } from "@/components/articles/ArticleView";
import { readArticles } from "@/lib/articles/collection";

const fixtures = () => readArticles({ dir: "tests/fixtures/articles", includeDrafts: true });
const DRAFT_MARK = /<span title="Draft: shown only by the development server and previews[^"]*"[^>]*>Draft<\/span>/;

describe("the Draft mark (next dev and npm run preview build drafts)", () => {
  it("shows on a draft's card and on the draft itself, above its title", async () => {
    const draft = (await fixtures()).find((article) => article.draft)!;
    expect(renderToStaticMarkup(createElement(ArticleCard, { article: draft }))).toMatch(DRAFT_MARK);
    const page = renderToStaticMarkup(createElement(ArticleView, { article: draft, related: [] }));
    expect(page).toMatch(DRAFT_MARK);
    expect(page.search(DRAFT_MARK)).toBeLessThan(page.indexOf("<h1"));
  });

  it("never shows on a published article", async () => {
    const published = (await fixtures()).find((article) => !article.draft)!;
    expect(renderToStaticMarkup(createElement(ArticleCard, { article: published }))).not.toContain(">Draft<");
    expect(renderToStaticMarkup(createElement(ArticleView, { article: published, related: [] }))).not.toContain(
      ">Draft<",
    );
  });
});
