import { notFound } from "next/navigation";
import { siteArticles } from "@/lib/articles";
import { paginate } from "@/lib/articles/collection";
import { staticParams } from "@/lib/articles/static-params";
import { ArticleListPage, listPageMetadata } from "@/components/articles/ArticleListPage";

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

async function pageNumber({ params }: Props) {
  const page = Number((await params).page);
  const articles = await siteArticles();
  if (!Number.isInteger(page) || page < 2 || page > paginate(articles, 1).pageCount) notFound();
  return { page, articles };
}

/** Pages 2 and on of the list (page 1 is /articles itself). */
export async function generateStaticParams() {
  const { pageCount } = paginate(await siteArticles(), 1);
  return staticParams(
    "page",
    Array.from({ length: pageCount - 1 }, (_, index) => String(index + 2)),
  );
}

export async function generateMetadata(props: Props) {
  return listPageMetadata((await pageNumber(props)).page);
}

export default async function ArticleListPageN(props: Props) {
  const { page, articles } = await pageNumber(props);
  return <ArticleListPage articles={articles} page={page} />;
}
