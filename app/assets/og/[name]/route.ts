import { allPages } from "@/content/registry";
import { renderShareCard, shareCardFile } from "@/lib/seo/share-card";

export const dynamic = "force-static";
export const dynamicParams = false;

const pageByFile = new Map(allPages.map((page) => [shareCardFile(page), page]));

export function generateStaticParams() {
  return [...pageByFile.keys()].map((name) => ({ name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const page = pageByFile.get((await params).name);
  if (!page) return new Response("Not found", { status: 404 });
  return renderShareCard(page);
}
