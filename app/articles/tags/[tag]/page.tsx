import { TagListPage, tagListMetadata } from "@/components/articles/TagListPage";
import { tagPages } from "@/lib/articles/collection";
import { siteArticles } from "@/lib/articles";
import { staticParams } from "@/lib/articles/static-params";

type Props = { params: Promise<{ tag: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  const firstPages = tagPages(await siteArticles()).filter((entry) => entry.page === 1);
  return staticParams(
    "tag",
    firstPages.map((entry) => entry.tag),
  );
}

export async function generateMetadata({ params }: Props) {
  return tagListMetadata((await params).tag, 1);
}

export default async function TagPage({ params }: Props) {
  return <TagListPage tag={(await params).tag} page={1} />;
}
