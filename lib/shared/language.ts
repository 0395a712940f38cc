/**
 * The site's language, British English, as a BCP 47 tag: the pages' `lang`, the manifest, the feeds, the
 * structured data, the pages the server renders outside React, and the dates the build writes.
 */
export const SITE_LANGUAGE = "en-GB";
