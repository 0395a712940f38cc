import { site } from "../../site";

/** The one wording of how each legal page publishes its versions. */
export const publishedVersions = (document: string) =>
  `We publish each new version of ${document} here${
    document.endsWith("statement") ? "" : " before it takes effect"
  }, with its number and date under the title; for earlier versions, email ${site.legal.email}.`;
