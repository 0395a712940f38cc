import { ExpertisePageView } from "@/components/templates/ExpertisePageView";
import { entryOf } from "@/content/load";
import { industryPages } from "@/content/industries";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return [...industryPages.keys()].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return pageMetadata(entryOf(industryPages, slug).meta, `/industries/${slug}`);
}

export default async function IndustryRoute({ params }: Props) {
  const { slug } = await params;
  return <ExpertisePageView page={entryOf(industryPages, slug)} family="industries" />;
}
