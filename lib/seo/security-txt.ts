import { site } from "@/content/site";

/** Days a security.txt stays valid after the build: RFC 9116 asks for less than a year. */
export const SECURITY_TXT_VALID_DAYS = 180;

/** The RFC 9116 file: where to report a vulnerability, in which language, and until when it holds. */
export function securityTxt(siteUrl: string, builtAt: Date): string {
  const expires = new Date(builtAt.getTime() + SECURITY_TXT_VALID_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${site.legal.email}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    "Preferred-Languages: en",
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    "",
  ].join("\n");
}
