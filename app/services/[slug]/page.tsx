import { ServicePageView } from "@/components/templates/ServicePageView";
import { entryOf } from "@/content/load";
import { servicePages } from "@/content/services";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return [...servicePages.keys()].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return pageMetadata(entryOf(servicePages, slug).meta, `/services/${slug}`);
}

export default async function ServiceRoute({ params }: Props) {
  const { slug } = await params;
  return <ServicePageView page={entryOf(servicePages, slug)} />;
}
