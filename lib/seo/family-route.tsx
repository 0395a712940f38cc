import type { ComponentType } from "react";
import {
  pageAt,
  slugsOf,
  type PageKind,
  type PageRecord,
  type PageRecordOf,
  type SectionFamily,
} from "@/content/registry";
import { StructuredData } from "@/components/seo/StructuredData";
import { pageMetadata } from "./metadata";

type Props = { params: Promise<{ slug: string }> };

/**
 * The three exports a family's `[slug]` route needs (static params, metadata and the page),
 * all read from the page registry and rendered by the family's template.
 */
export function familyRoute<K extends PageKind>(
  family: SectionFamily,
  kind: K,
  View: ComponentType<{ page: PageRecordOf<K> }>,
) {
  const pageFor = async ({ params }: Props) => pageAt(`/${family}/${(await params).slug}`, kind);
  return {
    generateStaticParams: () => slugsOf(family).map((slug) => ({ slug })),
    generateMetadata: async (props: Props) => pageMetadata(await pageFor(props)),
    Page: async function FamilyPage(props: Props) {
      const page = await pageFor(props);
      return (
        <>
          <StructuredData page={page as PageRecord} />
          <View page={page} />
        </>
      );
    },
  };
}
