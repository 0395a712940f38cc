import { ExpertisePageView } from "@/components/templates/ExpertisePageView";
import { familyRoute } from "@/lib/seo/family-route";

const route = familyRoute("industries", "industry", ExpertisePageView);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
