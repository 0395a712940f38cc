import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { siteArticles } from "@/lib/articles";
import { staticParams } from "@/lib/articles/static-params";
import { serverSettings } from "@/lib/settings/server";

export const dynamic = "force-static";
export const dynamicParams = false;

const types: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
};

const imagesDir = () => path.resolve(serverSettings().ARTICLES_DIR, "images");

/**
 * The images the articles this build publishes show, as the Markdown pipeline found them (not a text
 * search of their HTML): a draft's images, and a file an article only mentions, stay out of the build.
 */
export async function generateStaticParams() {
  return staticParams("name", [...new Set((await siteArticles()).flatMap((article) => article.images))]);
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const type = types[path.extname(name).toLowerCase()];
  if (!type || name.includes("/")) return new Response("Not found", { status: 404 });
  const file = path.join(imagesDir(), name);
  if (!existsSync(file)) return new Response("Not found", { status: 404 });
  return new Response(readFileSync(file), {
    headers: { "Content-Type": type },
  });
}
