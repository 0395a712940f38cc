import { site } from "./site";

/**
 * The fixed vocabulary of the articles engine: the tags an article may carry and the authors it may
 * name. An article's front matter is checked against these lists at build time.
 */
export const articleTags = {
  accessibility: "Accessibility",
  performance: "Performance",
  security: "Security",
  engineering: "Engineering",
  operations: "Operations",
  design: "Design",
  ai: "AI in production",
} as const;

export type ArticleTag = keyof typeof articleTags;

/** Articles are signed by the team that wrote them: the site names no individual it cannot show. */
export const articleAuthors = {
  "lumora-engineering": { name: `${site.name} engineering team` },
  "lumora-design": { name: `${site.name} design team` },
} as const;

export type ArticleAuthor = keyof typeof articleAuthors;

/** Articles per page of the list (/articles, /articles/page/2…) and of each tag's (/articles/tags/<tag>/page/2…). */
export const ARTICLES_PER_PAGE = 12;
/** At most this many related articles close an article. */
export const RELATED_ARTICLES = 3;
