import { expect, test } from "../playwright-test";
import { allPages } from "@/content/registry";
import { nuHtmlErrors } from "../nu-html-checker";

// Every page the server answers with, as served, through the Nu Html Checker in one run (one Java process).
test("every route, each published article and the not-found page are valid HTML (Nu Html Checker, no error)", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const documents = new Map<string, string>();
  const read = async (path: string, status = 200) => {
    const response = await request.get(path);
    expect(response.status(), `GET ${path}`).toBe(status);
    documents.set(path, await response.text());
  };
  for (const page of allPages) await read(page.path);
  const articles = new Set(
    [...documents.get("/articles")!.matchAll(/href="(\/articles\/[a-z0-9-]+)"/g)].map((m) => m[1]!),
  );
  for (const path of articles) await read(path);
  await read("/missing-page", 404);

  expect(await nuHtmlErrors(documents)).toEqual([]);
  expect(documents.size).toBe(allPages.length + articles.size + 1);
});
