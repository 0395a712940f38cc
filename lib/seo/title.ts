import { site } from "@/content/site";

/** The title as it appears in the browser tab and search results: the page's title and the brand. */
export const fullTitle = (title: string) => `${title} | ${site.name}`;
