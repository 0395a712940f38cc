import { LegalPageView } from "@/components/templates/LegalPageView";
import { legalPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(legalPages.cookies.meta, "/cookies");

export default function CookiesPage() {
  return <LegalPageView page={legalPages.cookies} />;
}
