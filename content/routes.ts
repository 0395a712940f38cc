import { z } from "zod";

/**
 * The single registry of every page on the site. Pages, menu, footer and sitemap read it.
 */
export const families = ["top", "services", "technologies", "industries", "case-studies"] as const;
export type Family = (typeof families)[number];

const routeSchema = z.object({
  path: z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)?)?$/),
  label: z.string().min(2),
  family: z.enum(families),
  group: z.string().min(2),
});
export type RouteEntry = z.infer<typeof routeSchema>;

type Item = readonly [slug: string, label: string];

const serviceGroups: Record<string, readonly Item[]> = {
  Services: [
    ["web-design", "Web Design"],
    ["web-apps", "Web Apps"],
    ["mobile-apps", "Mobile Apps"],
    ["ecommerce", "E-commerce"],
    ["artificial-intelligence", "Artificial Intelligence"],
    ["software-development", "Software Development"],
    ["web-portals", "Web Portals"],
    ["hosting-support", "Hosting & Support"],
    ["digital-transformation", "Digital Transformation"],
    ["chatbots", "Chatbots"],
    ["intelligent-agents", "Intelligent Agents"],
    ["blockchain-nft", "Blockchain & NFT"],
  ],
  "Creative & Marketing": [
    ["digital-marketing", "Digital Marketing"],
    ["brand-identity", "Brand Identity"],
    ["brand-development", "Brand Development"],
    ["logo-design", "Logo Design"],
    ["graphic-design", "Graphic Design"],
    ["seo", "SEO"],
    ["ux-consultancy", "UX Consultancy"],
    ["ux-agency", "UX Agency"],
  ],
};

const technologyGroups: Record<string, readonly Item[]> = {
  Frontend: [
    ["react", "React"],
    ["angular", "Angular"],
    ["vue", "Vue.js"],
  ],
  Backend: [
    ["nodejs", "Node.js"],
    ["python-django", "Python/Django"],
    ["dotnet", ".NET"],
    ["go", "Go"],
  ],
  Mobile: [
    ["flutter", "Flutter"],
    ["react-native", "React Native"],
    ["swift", "Swift (iOS)"],
    ["kotlin", "Kotlin (Android)"],
  ],
  "AI & Data": [
    ["machine-learning", "Machine Learning"],
    ["nlp", "Natural Language Processing"],
    ["tensorflow", "TensorFlow"],
    ["pytorch", "PyTorch"],
  ],
  "Cloud & DevOps": [
    ["aws", "AWS"],
    ["azure", "Microsoft Azure"],
    ["gcp", "Google Cloud Platform"],
    ["docker", "Docker"],
    ["kubernetes", "Kubernetes"],
  ],
};

const industryGroups: Record<string, readonly Item[]> = {
  Industries: [
    ["healthcare", "Healthcare"],
    ["logistics", "Logistics"],
    ["hospitality", "Hospitality"],
    ["financial-services", "Financial Services"],
    ["media-entertainment", "Media & Entertainment"],
    ["manufacturing", "Manufacturing"],
    ["travel-aviation", "Travel & Aviation"],
    ["education-elearning", "Education & eLearning"],
    ["real-estate", "Real Estate"],
    ["oil-gas", "Oil & Gas"],
    ["agriculture", "Agriculture"],
    ["energy-sustainability", "Energy & Sustainability"],
    ["gis-development", "GIS Development"],
  ],
};

const caseStudyGroups: Record<string, readonly Item[]> = {
  "Case Studies": [
    ["healthcare-saas", "Healthcare SaaS Platform"],
    ["elearning-platform", "E-learning Platform"],
  ],
};

const topLevel: readonly (readonly [slug: string, label: string, group: string])[] = [
  ["", "Home", "Company"],
  ["about", "About Us", "Company"],
  ["articles", "Articles", "Company"],
  ["contact", "Contact Us", "Company"],
  ["terms", "Terms of Service", "Legal"],
  ["privacy", "Privacy Policy", "Legal"],
  ["cookies", "Cookie Policy", "Legal"],
  ["accessibility", "Accessibility", "Legal"],
];

function expand(family: Exclude<Family, "top">, groups: Record<string, readonly Item[]>): RouteEntry[] {
  return Object.entries(groups).flatMap(([group, items]) =>
    items.map(([slug, label]) => ({ path: `/${family}/${slug}`, label, family, group })),
  );
}

export const routes: readonly RouteEntry[] = z
  .array(routeSchema)
  .parse([
    ...topLevel.map(([slug, label, group]) => ({ path: `/${slug}`, label, family: "top" as const, group })),
    ...expand("services", serviceGroups),
    ...expand("technologies", technologyGroups),
    ...expand("industries", industryGroups),
    ...expand("case-studies", caseStudyGroups),
  ])
  .map((route) => Object.freeze(route));

const duplicate = routes.find((r, i) => routes.findIndex((o) => o.path === r.path) !== i);
if (duplicate) throw new Error(`Route registered twice: ${duplicate.path}`);

export function routesOf(family: Family): RouteEntry[] {
  return routes.filter((r) => r.family === family);
}

export function slugsOf(family: Exclude<Family, "top">): string[] {
  return routesOf(family).map((r) => r.path.split("/")[2]!);
}

export function routeFor(path: string): RouteEntry {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`No route registered for ${path}`);
  return route;
}

/** Routes of one family, keyed by their group, in registry order. */
export function groupedRoutes(family: Family): { group: string; routes: RouteEntry[] }[] {
  const groups = new Map<string, RouteEntry[]>();
  for (const route of routesOf(family)) {
    groups.set(route.group, [...(groups.get(route.group) ?? []), route]);
  }
  return [...groups].map(([group, list]) => ({ group, routes: list }));
}
