import { LegalPageView } from "@/components/templates/LegalPageView";
import { legalPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(legalPages.privacy.meta, "/privacy");

export default function PrivacyPage() {
  return <LegalPageView page={legalPages.privacy} />;
}
