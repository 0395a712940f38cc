import { ServicePageView } from "@/components/templates/ServicePageView";
import { familyRoute } from "@/lib/routes/family-route";

const route = familyRoute("service", ServicePageView);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
