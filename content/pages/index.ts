import {
  aboutContentSchema,
  articlesPageSchema,
  contactPageSchema,
  homeContentSchema,
  legalPageSchema,
  notFoundSchema,
} from "../schema";
import about from "./about";
import articles from "./articles";
import contact from "./contact";
import home from "./home";
import accessibility from "./legal/accessibility";
import cookies from "./legal/cookies";
import privacy from "./legal/privacy";
import terms from "./legal/terms";
import notFound from "./not-found";

export const homeContent = homeContentSchema.parse(home);
export const aboutContent = aboutContentSchema.parse(about);
export const contactContent = contactPageSchema.parse(contact);
export const articlesContent = articlesPageSchema.parse(articles);
export const notFoundContent = notFoundSchema.parse(notFound);

export const legalPages = {
  terms: legalPageSchema.parse(terms),
  privacy: legalPageSchema.parse(privacy),
  cookies: legalPageSchema.parse(cookies),
  accessibility: legalPageSchema.parse(accessibility),
} as const;
