import { LegalPageView } from "@/components/templates/LegalPageView";
import { legalPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(legalPages.accessibility.meta, "/accessibility");

export default function AccessibilityPage() {
  return <LegalPageView page={legalPages.accessibility} />;
}
