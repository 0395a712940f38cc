/**
 * The Cookie Policy says the site sets no cookies. The server sends none (tests/http/security-headers.spec.ts),
 * but a CDN or proxy in front of it may add its own (bot management, load balancing), so once the site is live
 * `npm run launch-check -- --origin <public URL>` asks the public origin itself.
 */

/** Pages a visitor reaches first and the page they send the form from. */
export const cookieCheckPaths = ["/", "/contact", "/privacy"] as const;

export type CookieFinding = { path: string; cookies: string[] };

/** Each checked page whose response sets a cookie, with the cookies' names. */
export async function cookiesSetByOrigin(origin: string, fetchPage: typeof fetch = fetch): Promise<CookieFinding[]> {
  const findings: CookieFinding[] = [];
  for (const path of cookieCheckPaths) {
    const response = await fetchPage(new URL(path, origin), { redirect: "manual" });
    await response.body?.cancel();
    const cookies = response.headers.getSetCookie().map((header) => header.split("=", 1)[0]!.trim());
    if (cookies.length) findings.push({ path, cookies });
  }
  return findings;
}

/** What launch-check prints about the public origin's cookies, and whether the Cookie Policy holds there. */
export function publicCookieReport(origin: string, findings: CookieFinding[]): { ok: boolean; text: string } {
  if (!findings.length)
    return { ok: true, text: `Cookies: no response from ${origin} (${cookieCheckPaths.join(", ")}) sets a cookie.` };
  return {
    ok: false,
    text: [
      `Cookies: the Cookie Policy says the site sets none, but ${origin} does; turn off what sets them in the proxy or CDN, or list them in content/pages/legal/cookies.ts:`,
      ...findings.map(({ path, cookies }) => `  - ${path}: ${cookies.join(", ")}`),
    ].join("\n"),
  };
}
