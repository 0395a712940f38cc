import { groupedRoutes, routeFor, type Family } from "@/content/routes";

export type MenuSectionId = Exclude<Family, "top">;
export type MenuLink = { href: string; label: string };
export type MenuSection = { id: MenuSectionId; label: string; groups: { group: string; links: MenuLink[] }[] };

const sectionLabels: Record<MenuSectionId, string> = {
  services: "Services",
  technologies: "Technologies",
  industries: "Industries",
  "case-studies": "Case Studies",
};

function toLinks(family: Family) {
  return groupedRoutes(family).map(({ group, routes }) => ({
    group,
    links: routes.map((r) => ({ href: r.path, label: r.label })),
  }));
}

/** The four menu sections with submenus, built from the route registry. */
export const menuSections: MenuSection[] = (Object.keys(sectionLabels) as MenuSectionId[]).map((id) => ({
  id,
  label: sectionLabels[id],
  groups: toLinks(id),
}));

/** The menu's plain links, after the four sections. */
export const menuLinks: MenuLink[] = [
  { href: "/about", label: routeFor("/about").label },
  { href: "/articles", label: routeFor("/articles").label },
  { href: "/contact", label: routeFor("/contact").label },
];

/** Four footer link columns. */
export const footerColumns: { heading: string; links: MenuLink[] }[] = [
  ...toLinks("services").map(({ group, links }) => ({ heading: group, links })),
  ...toLinks("industries").map(({ group, links }) => ({ heading: group, links })),
  {
    heading: "Company",
    links: [
      routeFor("/about"),
      ...groupedRoutes("case-studies").flatMap((g) => g.routes),
      routeFor("/articles"),
      routeFor("/contact"),
    ].map((r) => ({ href: r.path, label: r.label })),
  },
];

export const legalLinks: MenuLink[] = ["/terms", "/privacy", "/cookies", "/accessibility"].map((path) => ({
  href: path,
  label: routeFor(path).label,
}));
