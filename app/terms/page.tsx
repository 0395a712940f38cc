import { LegalPageView } from "@/components/templates/LegalPageView";
import { TodayDate } from "@/components/ui/TodayDate";
import { legalPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(legalPages.terms.meta, "/terms");

export default function TermsPage() {
  return <LegalPageView page={legalPages.terms} updated={<TodayDate />} />;
}
