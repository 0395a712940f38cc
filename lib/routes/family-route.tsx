import type { ComponentType } from "react";
import {
  familyOfKind,
  pageAt,
  slugsOf,
  type PageRecord,
  type PageRecordOf,
  type SectionKind,
} from "@/content/registry";
import { StructuredData } from "@/components/seo/StructuredData";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ slug: string }> };

/**
 * The three exports a family's `[slug]` route needs (static params, metadata and the page) for one
 * kind of page, all read from the page registry (which knows the kind's family) and rendered by `View`.
 */
export function familyRoute<K extends SectionKind>(kind: K, View: ComponentType<{ page: PageRecordOf<K> }>) {
  const family = familyOfKind[kind];
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
