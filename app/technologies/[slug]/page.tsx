import { ExpertisePageView } from "@/components/templates/ExpertisePageView";
import { familyRoute } from "@/lib/routes/family-route";

const route = familyRoute("technology", ExpertisePageView);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
