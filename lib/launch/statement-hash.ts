import { createHash } from "node:crypto";
import type { LegalPage } from "@/content/schema";

/**
 * A short fingerprint of a legal page's text without its intro (which carries the review date): recorded
 * beside the accessibility statement's review date, so a test fails when the text changes and the date does not.
 */
export function statementFingerprint(page: LegalPage): string {
  const text = JSON.stringify({ version: page.version, sections: page.sections, meta: page.meta });
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}
