/**
 * Validates every content entry file against its schema and reports sentences shared between pages.
 * Usage: npx tsx scripts/check-content.ts
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ZodType } from "zod";
import { caseStudySchema, expertisePageSchema, servicePageSchema } from "../content/schema";
import { findSharedSentences, type PageText } from "../lib/shared-sentences";

const root = path.resolve(__dirname, "../content");
const families: [string, ZodType][] = [
  ["services", servicePageSchema],
  ["technologies", expertisePageSchema],
  ["industries", expertisePageSchema],
  ["case-studies", caseStudySchema],
];

async function main() {
  let failures = 0;
  const pages: PageText[] = [];
  for (const [family, schema] of families) {
    const dir = path.join(root, family);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "index.ts")) {
      const mod = await import(pathToFileURL(path.join(dir, file)).href);
      const result = schema.safeParse(mod.default);
      if (!result.success) {
        failures++;
        console.error(`✗ ${family}/${file}`);
        for (const issue of result.error.issues) console.error(`   ${issue.path.join(".")}: ${issue.message}`);
        continue;
      }
      const slug = (result.data as { slug: string }).slug;
      if (`${slug}.ts` !== file) {
        failures++;
        console.error(`✗ ${family}/${file}: slug "${slug}" does not match the file name`);
      }
      pages.push({ page: `${family}/${slug}`, value: result.data });
      console.log(`✓ ${family}/${file}`);
    }
  }
  for (const shared of findSharedSentences(pages)) {
    failures++;
    console.error(`✗ shared sentence on ${shared.pages.join(", ")}: "${shared.sentence}"`);
  }
  console.log(failures ? `${failures} problem(s)` : `all ${pages.length} entries valid`);
  process.exit(failures ? 1 : 0);
}

void main();
