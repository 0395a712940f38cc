import type { ComponentType } from "react";
import { pageAt, slugsOf, type PageKind, type PageRecordOf, type SectionFamily } from "@/content/registry";
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
      return <View page={await pageFor(props)} />;
    },
  };
}
