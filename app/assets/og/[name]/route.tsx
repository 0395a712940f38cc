import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { metaByPath } from "@/content/page-meta";
import { routes } from "@/content/routes";
import { site } from "@/content/site";
import { heroArtSvg, shareImageName } from "@/lib/hero-art";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return routes.map((route) => ({ name: shareImageName(route.path) }));
}

const fontFile = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "node_modules/geist/dist/fonts/geist-sans/Geist-SemiBold.ttf",
);

/** A 1200×630 PNG share card per page: the page's hero art, its title and the brand. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const route = routes.find((r) => shareImageName(r.path) === name);
  const meta = route && metaByPath.get(route.path);
  if (!route || !meta) return new Response("Not found", { status: 404 });
  const art = `data:image/svg+xml;base64,${Buffer.from(heroArtSvg(route.family, route.path)).toString("base64")}`;
  const font = await readFile(fontFile);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        background: "#0b0d1a",
        fontFamily: "Geist",
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by Satori */}
      <img src={art} width={1200} height={750} alt="" style={{ position: "absolute", top: -60, left: 0 }} />
      <div
        style={{
          position: "absolute",
          top: 0,
          left: 0,
          width: 1200,
          height: 630,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "72px 80px",
          backgroundImage:
            "linear-gradient(90deg, rgba(11,13,26,0.95) 0%, rgba(11,13,26,0.75) 60%, rgba(11,13,26,0.2) 100%)",
        }}
      >
        <div
          style={{ display: "flex", alignItems: "center", gap: 16, color: "#ffffff", fontSize: 36, letterSpacing: -1 }}
        >
          <div style={{ width: 22, height: 22, borderRadius: 999, background: "#c9f24d" }} />
          {site.name}
        </div>
        <div
          style={{
            display: "flex",
            color: "#ffffff",
            fontSize: 72,
            lineHeight: 1.05,
            letterSpacing: -2,
            maxWidth: 920,
          }}
        >
          {meta.title}
        </div>
        <div style={{ display: "flex", color: "#c9f24d", fontSize: 26, letterSpacing: 4, textTransform: "uppercase" }}>
          {route.group === "Company" || route.group === "Legal" ? site.tagline : route.group}
        </div>
      </div>
    </div>,
    { width: 1200, height: 630, fonts: [{ name: "Geist", data: font, weight: 600, style: "normal" }] },
  );
}
