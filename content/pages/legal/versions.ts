import { site } from "../../site";

/** The one wording of how each legal page publishes its versions. */
export function publishedVersions(document: string): string {
  // A statement takes no effect: it is published, not brought into force.
  const statement = document.endsWith("statement");
  const ahead = statement ? "" : " in advance";
  const date = statement ? "date" : "effective date";
  return `We publish each new version of ${document} here${ahead}, with its number and ${date} under the title; for earlier versions, email ${site.legal.email}.`;
}
