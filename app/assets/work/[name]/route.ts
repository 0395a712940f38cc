import { CACHE_IMMUTABLE } from "@/platform/security-headers.mjs";
import { mockupFiles } from "@/lib/art/work-art";

export const dynamic = "force-static";
export const dynamicParams = false;

const files = mockupFiles();

export function generateStaticParams() {
  return [...files.keys()].map((name) => ({ name }));
}

/** A case study's product shot. The name carries a hash of the drawing, so it can be cached for good. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const svg = files.get((await params).name);
  if (!svg) return new Response("Not found", { status: 404 });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": CACHE_IMMUTABLE },
  });
}
