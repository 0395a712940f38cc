import { allPages, type PageIdentity } from "@/content/registry";
import { siteArticles } from "@/lib/articles";
import { articleIdentity } from "@/lib/articles/identity";
import { renderShareCard, shareCardFile } from "@/lib/seo/share-card";

export const dynamic = "force-static";
export const dynamicParams = false;

/** Every page with a share card: the registry's pages and the articles this build publishes. */
async function pagesByFile(): Promise<Map<string, PageIdentity>> {
  const articles = (await siteArticles()).map(articleIdentity);
  return new Map([...allPages, ...articles].map((page) => [shareCardFile(page), page]));
}

export async function generateStaticParams() {
  return [...(await pagesByFile()).keys()].map((name) => ({ name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const page = (await pagesByFile()).get((await params).name);
  if (!page) return new Response("Not found", { status: 404 });
  return renderShareCard(page);
}
