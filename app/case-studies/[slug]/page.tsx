import { CaseStudyView } from "@/components/templates/CaseStudyView";
import { familyRoute } from "@/lib/routes/family-route";

const route = familyRoute("case-study", CaseStudyView);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
