import { CACHE_IMMUTABLE } from "@/server/security-headers.mjs";
import { allPages } from "@/content/registry";
import { heroArtFile, heroArtSvg } from "@/lib/art/hero-art";

export const dynamic = "force-static";
export const dynamicParams = false;

// Heroes draw their art inline (an <svg> in the page); only the case-study teasers load it as a file.
const pageByFile = new Map(
  allPages.filter((page) => page.family === "case-studies").map((page) => [heroArtFile(page), page]),
);

export function generateStaticParams() {
  return [...pageByFile.keys()].map((name) => ({ name }));
}

/** A case study's hero art, for its teaser. The name carries a hash of the art, so it can be cached for good. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const page = pageByFile.get((await params).name);
  if (!page) return new Response("Not found", { status: 404 });
  return new Response(heroArtSvg(page), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": CACHE_IMMUTABLE },
  });
}
