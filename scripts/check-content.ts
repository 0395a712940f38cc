/**
 * Validates every content entry (importing the registry runs each entry's zod schema), checks that
 * every family file is registered under its own slug, reports sentences shared between pages, counts
 * the rhetorical moves the editorial pass removed (failing when one rises above its threshold) and
 * fails on any heading that claims a client base the site cannot show.
 * Usage: npm run content:check [-- --examples]   (--examples prints every matched phrase)
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { notFoundContent } from "../content/pages";
import { allPages, pages, type SectionFamily } from "../content/registry";
import { ui } from "../content/ui";
import {
  countMoves,
  formatMoveExamples,
  formatMoveFailure,
  formatMoveTable,
  headingsClaimingClients,
  type PageText,
} from "./lib/copy-checks";
import { articleProse } from "./lib/article-prose";
import { findSharedSentences } from "./lib/shared-sentences";
import { readArticles } from "../lib/articles/collection";

const root = path.resolve(__dirname, "../content");
const families: SectionFamily[] = ["services", "technologies", "industries", "case-studies"];
const { examples } = parseArgs({ options: { examples: { type: "boolean", default: false } } }).values;

async function main() {
  const problems: string[] = [];
  for (const family of families) {
    for (const file of readdirSync(path.join(root, family)).filter((f) => f.endsWith(".ts") && f !== "index.ts")) {
      const { default: entry } = (await import(pathToFileURL(path.join(root, family, file)).href)) as {
        default: { slug: string };
      };
      if (`${entry.slug}.ts` !== file)
        problems.push(`${family}/${file}: slug "${entry.slug}" does not match the file name`);
      else if (!pages.has(`/${family}/${entry.slug}`))
        problems.push(`${family}/${file}: not listed in content/${family}/index.ts`);
    }
  }
  const articles = await articleCopy();
  const pagesAndArticles = [...allPages.map((page) => ({ page: page.path, value: page.content })), ...articles];
  for (const shared of findSharedSentences(pagesAndArticles)) {
    problems.push(`shared sentence on ${shared.pages.join(", ")}: "${shared.sentence}"`);
  }
  const copy: PageText[] = [
    ...allPages.map((page) => ({ page: page.path, family: page.family, value: page.content })),
    ...articles,
    { page: "(not found)", value: notFoundContent },
    { page: "(interface text)", value: ui },
  ];
  const counts = countMoves(copy);
  console.log(formatMoveTable(counts));
  if (examples) console.log(formatMoveExamples(counts));
  for (const counted of counts) if (counted.count > counted.threshold) problems.push(formatMoveFailure(counted));
  for (const { page, heading } of headingsClaimingClients(copy)) {
    problems.push(`heading on ${page} claims clients the site cannot show: "${heading}"`);
  }
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.log(
    problems.length
      ? `${problems.length} problem(s)`
      : `all ${allPages.length} pages and ${articles.length} articles (drafts included) valid`,
  );
  process.exit(problems.length ? 1 : 0);
}

/**
 * Every article in content/articles, drafts included (reading them validates their front matter), as
 * its title, description and prose: paragraphs, list items and table cells, without code.
 */
async function articleCopy() {
  const articles = await readArticles({ dir: path.join(root, "articles"), includeDrafts: true });
  return articles.map((article) => ({
    page: `/articles/${article.slug}`,
    value: {
      title: article.title,
      description: article.description,
      body: articleProse(article.html),
    },
  }));
}

void main();
