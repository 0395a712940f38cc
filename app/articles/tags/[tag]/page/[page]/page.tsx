import { notFound } from "next/navigation";
import { TagListPage, tagListMetadata } from "@/components/articles/TagListPage";
import { tagPages } from "@/lib/articles/collection";
import { siteArticles } from "@/lib/articles";
import { staticParamRows } from "@/lib/articles/static-params";

type Props = { params: Promise<{ tag: string; page: string }> };

export const dynamicParams = false;

/** Pages 2 and on of each tag's list (page 1 is /articles/tags/<tag> itself). */
export async function generateStaticParams() {
  const laterPages = tagPages(await siteArticles()).filter((entry) => entry.page > 1);
  return staticParamRows(
    ["tag", "page"],
    laterPages.map((entry) => ({ tag: entry.tag, page: String(entry.page) })),
  );
}

async function tagAndPage({ params }: Props) {
  const { tag, page } = await params;
  const number = Number(page);
  if (!Number.isInteger(number) || number < 2 || String(number) !== page) notFound();
  return { tag, page: number };
}

export async function generateMetadata(props: Props) {
  const { tag, page } = await tagAndPage(props);
  return tagListMetadata(tag, page);
}

export default async function TagPageN(props: Props) {
  return <TagListPage {...await tagAndPage(props)} />;
}
