import { CaseStudyView } from "@/components/templates/CaseStudyView";
import { caseStudies } from "@/content/case-studies";
import { entryOf } from "@/content/load";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return [...caseStudies.keys()].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return pageMetadata(entryOf(caseStudies, slug).meta, `/case-studies/${slug}`);
}

export default async function CaseStudyRoute({ params }: Props) {
  const { slug } = await params;
  return <CaseStudyView study={entryOf(caseStudies, slug)} />;
}
