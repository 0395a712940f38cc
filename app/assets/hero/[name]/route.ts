import { routes } from "@/content/routes";
import { heroArtName, heroArtSvg } from "@/lib/hero-art";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return routes.map((route) => ({ name: heroArtName(route.path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const route = routes.find((r) => heroArtName(r.path) === name);
  if (!route) return new Response("Not found", { status: 404 });
  return new Response(heroArtSvg(route.family, route.path), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
