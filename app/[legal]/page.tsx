import { LegalPageView } from "@/components/templates/LegalPageView";
import { TodayDate } from "@/components/enhancements/TodayDate";
import { pageAt, pagesOfKind } from "@/content/registry";
import { StructuredData } from "@/components/seo/StructuredData";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ legal: string }> };

const legalPageFor = async ({ params }: Props) => pageAt(`/${(await params).legal}`, "legal");

export const dynamicParams = false;

/** The four legal pages: /terms, /privacy, /cookies and /accessibility. */
export function generateStaticParams() {
  return pagesOfKind("legal").map((page) => ({ legal: page.path.slice(1) }));
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await legalPageFor(props));
}

export default async function LegalRoute(props: Props) {
  const page = await legalPageFor(props);
  // The specification dates the terms with the day they are read.
  return (
    <>
      <StructuredData page={page} />
      <LegalPageView
        page={page}
        updated={page.path === "/terms" ? <TodayDate builtOn={new Date().toISOString()} /> : undefined}
      />
    </>
  );
}
