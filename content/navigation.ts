import { groupsOf, pages, type Family, type SectionFamily } from "./registry";
import { ui } from "./ui";

export type MenuSectionId = SectionFamily;
export type NavLink = { href: string; label: string };
export type MenuGroup = { group: string; links: NavLink[] };
/** `overview` heads the submenu, e.g. "All services". */
export type MenuSection = { id: MenuSectionId; label: string; overview: string; groups: MenuGroup[] };

const sectionLabels: Record<MenuSectionId, string> = {
  services: "Services",
  technologies: "Technologies",
  industries: "Industries",
  "case-studies": "Case Studies",
};

const linkTo = (path: string): NavLink => {
  const page = pages.get(path);
  if (!page) throw new Error(`No page registered at ${path}`);
  return { href: page.path, label: page.label };
};

const groupedLinks = (family: Family): MenuGroup[] =>
  groupsOf(family).map(({ group, pages: list }) => ({ group, links: list.map((page) => linkTo(page.path)) }));

/** The four menu sections with submenus, built from the page registry. */
export const menuSections: MenuSection[] = (Object.keys(sectionLabels) as MenuSectionId[]).map((id) => ({
  id,
  label: sectionLabels[id],
  overview: ui.menu.allOf(sectionLabels[id]),
  groups: groupedLinks(id),
}));

const topLinks = (group: "Company" | "Legal"): NavLink[] =>
  (groupsOf("top").find((entry) => entry.group === group)?.pages ?? [])
    .filter((page) => page.path !== "/")
    .map((page) => linkTo(page.path));

/** The menu's plain links, after the four sections: the company pages of the registry but home. */
export const menuLinks: NavLink[] = topLinks("Company");

/**
 * The footer's four link columns. Together they link every family, so each page is one plain link
 * away from any other even before the menu is opened.
 */
export const footerColumns: { heading: string; groups: MenuGroup[] }[] = [
  { heading: sectionLabels.services, groups: groupedLinks("services") },
  {
    heading: sectionLabels.technologies,
    groups: [{ group: sectionLabels.technologies, links: groupedLinks("technologies").flatMap((g) => g.links) }],
  },
  { heading: sectionLabels.industries, groups: groupedLinks("industries") },
  {
    heading: "Company",
    groups: [{ group: "Company", links: menuLinks }, ...groupedLinks("case-studies")],
  },
];

/** The legal pages of the registry, in registry order. */
export const legalLinks: NavLink[] = topLinks("Legal");
