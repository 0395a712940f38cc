import { webManifest } from "@/lib/seo/web-manifest";

export const dynamic = "force-static";

/**
 * A route rather than app/manifest.ts, whose generated <link> cannot carry `crossorigin`: the layout links
 * this one with credentials, so the browser fetches it on the page's own connection (docs/performance.md).
 */
export function GET() {
  return new Response(JSON.stringify(webManifest()), {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
