import { site } from "../../site";

/** The one wording of how each legal page publishes its versions. */
export const publishedVersions = (document: string) =>
  `We publish each new version of ${document} here${statement(document) ? "" : " in advance"}, with its number and ${
    statement(document) ? "" : "effective "
  }date under the title; for earlier versions, email ${site.legal.email}.`;

/** A statement takes no effect: it is published, not brought into force. */
const statement = (document: string) => document.endsWith("statement");
