import { ExpertisePageView } from "@/components/templates/ExpertisePageView";
import { entryOf } from "@/content/load";
import { technologyPages } from "@/content/technologies";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return [...technologyPages.keys()].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return pageMetadata(entryOf(technologyPages, slug).meta, `/technologies/${slug}`);
}

export default async function TechnologyRoute({ params }: Props) {
  const { slug } = await params;
  return <ExpertisePageView page={entryOf(technologyPages, slug)} family="technologies" />;
}
