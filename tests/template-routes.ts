import { allPages, type PageKind } from "@/content/registry";

const firstOfKind = new Map<PageKind, string>();
for (const page of allPages) if (!firstOfKind.has(page.kind)) firstOfKind.set(page.kind, page.path);

/**
 * One route for each page template (the first registered page of each kind). Browser tests check a
 * template's behaviour once on its route; tests/http checks what the HTML of every route says.
 */
export const templateRoutes = [...firstOfKind].map(([kind, path]) => ({ kind, path }));

/** The template routes' paths plus the not-found page. */
export const templatePaths = [...templateRoutes.map((route) => route.path), "/missing-page"];
