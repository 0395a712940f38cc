import { securityTxt } from "@/lib/seo/security-txt";
import { serverSettings } from "@/lib/settings/server";

export const dynamic = "force-static";

/** Written at build time, so its expiry date counts from the build: a site never rebuilt lets it lapse. */
export function GET() {
  return new Response(securityTxt(serverSettings().siteUrl, new Date()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
