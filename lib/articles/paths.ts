/** The URLs of the articles engine, in one place for pages, feeds, sitemap and tests. */
export const ARTICLES_PATH = "/articles";
export const articlePath = (slug: string) => `${ARTICLES_PATH}/${slug}`;
export const articleListPath = (page: number) => (page <= 1 ? ARTICLES_PATH : `${ARTICLES_PATH}/page/${page}`);
export const tagPath = (tag: string, page = 1) =>
  page <= 1 ? `${ARTICLES_PATH}/tags/${tag}` : `${ARTICLES_PATH}/tags/${tag}/page/${page}`;
export const articleImagePath = (name: string) => `${ARTICLES_PATH}/images/${name}`;
export const FEED_PATHS = {
  rss: `${ARTICLES_PATH}/rss.xml`,
  atom: `${ARTICLES_PATH}/atom.xml`,
  json: `${ARTICLES_PATH}/feed.json`,
} as const;

/** The parameter of a route with nothing to build in a static export (see static-params.ts). */
export const NOTHING_TO_BUILD = "_nothing-to-build";
