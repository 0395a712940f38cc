import { caseStudies } from "./case-studies";
import { industryPages } from "./industries";
import { aboutContent, articlesContent, contactContent, homeContent, legalPages } from "./pages";
import type {
  AboutContent,
  ArticlesPage,
  CaseStudy,
  ContactPage,
  ExpertisePage,
  HomeContent,
  LegalPage,
  PageMeta,
  ServicePage,
} from "./schema";
import { servicePages } from "./services";
import { technologyPages } from "./technologies";

/**
 * The one registry of pages, keyed by path. Every page's identity lives here once: its path, menu
 * label, group, metadata, hero-art key and content entry. Pages, menu, footer, static params, hero
 * art, share cards, sitemap and structured data all read it.
 */
export const families = ["top", "services", "technologies", "industries", "case-studies"] as const;
export type Family = (typeof families)[number];
export type SectionFamily = Exclude<Family, "top">;

type Contents = {
  home: HomeContent;
  about: AboutContent;
  contact: ContactPage;
  articles: ArticlesPage;
  legal: LegalPage;
  service: ServicePage;
  technology: ExpertisePage;
  industry: ExpertisePage;
  "case-study": CaseStudy;
};
export type PageKind = keyof Contents;

/** What every page has, whatever its kind: enough for links, metadata, art and share cards. */
export type PageIdentity = {
  path: string;
  /** The page's name in the menu, footer and breadcrumbs. */
  label: string;
  family: Family;
  /** Menu group, e.g. "Frontend"; "Company" or "Legal" for top-level pages. */
  group: string;
  meta: PageMeta;
  /** Seeds the page's generated hero art and names its files. */
  artKey: string;
  /** False keeps the page out of the sitemap and asks search engines not to index it. */
  indexable: boolean;
};

type RecordOf<K extends PageKind> = PageIdentity & { kind: K; content: Contents[K] };
export type PageRecord = { [K in PageKind]: RecordOf<K> }[PageKind];
export type PageRecordOf<K extends PageKind> = RecordOf<K>;

/** The key that seeds a page's hero art and names its files: its path without slashes ("home" for "/"). */
export const artKeyOf = (path: string) => (path === "/" ? "home" : path.slice(1).replace(/\//g, "--"));

/** The kinds of page served by a section family's `[slug]` route. */
export type SectionKind = "service" | "technology" | "industry" | "case-study";

export const familyOfKind = {
  home: "top",
  about: "top",
  contact: "top",
  articles: "top",
  legal: "top",
  service: "services",
  technology: "technologies",
  industry: "industries",
  "case-study": "case-studies",
} as const satisfies Record<PageKind, Family>;

function record<K extends PageKind>(
  kind: K,
  path: string,
  label: string,
  group: string,
  content: Contents[K] & { meta: PageMeta },
  { indexable = true }: { indexable?: boolean } = {},
): PageRecord {
  const artKey = artKeyOf(path);
  const page = { kind, path, label, family: familyOfKind[kind], group, meta: content.meta, artKey, indexable, content };
  return Object.freeze(page) as unknown as PageRecord;
}

const familyRecords = <K extends "service" | "technology" | "industry" | "case-study">(
  kind: K,
  family: SectionFamily,
  entries: readonly (Contents[K] & { slug: string; label: string; group: string; meta: PageMeta })[],
) => entries.map((entry) => record(kind, `/${family}/${entry.slug}`, entry.label, entry.group, entry));

const all: PageRecord[] = [
  record("home", "/", "Home", "Company", homeContent),
  record("about", "/about", "About Us", "Company", aboutContent),
  // Not indexed while it is only a "Coming Soon" placeholder.
  record("articles", "/articles", "Articles", "Company", articlesContent, { indexable: false }),
  record("contact", "/contact", "Contact Us", "Company", contactContent),
  record("legal", "/terms", "Terms of Service", "Legal", legalPages.terms),
  record("legal", "/privacy", "Privacy Policy", "Legal", legalPages.privacy),
  record("legal", "/cookies", "Cookie Policy", "Legal", legalPages.cookies),
  record("legal", "/accessibility", "Accessibility", "Legal", legalPages.accessibility),
  ...familyRecords("service", "services", servicePages),
  ...familyRecords("technology", "technologies", technologyPages),
  ...familyRecords("industry", "industries", industryPages),
  ...familyRecords("case-study", "case-studies", caseStudies),
];

/** Every page, keyed by path, in menu order. */
export const pages: ReadonlyMap<string, PageRecord> = new Map(all.map((page) => [page.path, page]));
if (pages.size !== all.length) throw new Error("A path is registered twice");

export const allPages: readonly PageRecord[] = all;

/** The page at a path, checked to be of the expected kind. */
export function pageAt<K extends PageKind>(path: string, kind: K): PageRecordOf<K> {
  const page = pages.get(path);
  if (!page || page.kind !== kind) throw new Error(`No ${kind} page registered at ${path}`);
  return page as PageRecordOf<K>;
}

export function pagesOf(family: Family): PageRecord[] {
  return all.filter((page) => page.family === family);
}

export function pagesOfKind<K extends PageKind>(kind: K): PageRecordOf<K>[] {
  return all.filter((page) => page.kind === kind) as unknown as PageRecordOf<K>[];
}

export function slugsOf(family: SectionFamily): string[] {
  return pagesOf(family).map((page) => page.path.slice(family.length + 2));
}

/** Pages of one family, keyed by their group, in registry order. */
export function groupsOf(family: Family): { group: string; pages: PageRecord[] }[] {
  const groups = new Map<string, PageRecord[]>();
  for (const page of pagesOf(family)) groups.set(page.group, [...(groups.get(page.group) ?? []), page]);
  return [...groups].map(([group, list]) => ({ group, pages: list }));
}
