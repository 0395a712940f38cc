import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import type { PageIdentity } from "@/content/registry";
import { site } from "@/content/site";
import { contentHash, heroArtSvg } from "@/lib/art/hero-art";
import { caseStudyMockup } from "@/lib/art/mockups";
import { hasMockup } from "@/lib/art/work-art";
import { BRAND_INK, COLOURS } from "@/lib/shared/brand";

/** A layer covering the whole 1200 × 630 card. */
const CARD_LAYER = { position: "absolute", top: 0, left: 0, width: 1200, height: 630, display: "flex" } as const;

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

const fontFile = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "node_modules/geist/dist/fonts/geist-sans/Geist-SemiBold.ttf",
);

/** The card's small caption: the page's menu group, or the brand's tagline for company and legal pages. */
const captionOf = (page: PageIdentity) => (page.family === "top" ? site.tagline : page.group);

/** A case study's product shot, by the last segment of its path. */
function mockupOf(page: PageIdentity): string | undefined {
  const slug = page.path.split("/").pop() ?? "";
  return page.family === "case-studies" && hasMockup(slug) ? caseStudyMockup(slug).svg : undefined;
}

/** File name of a page's share card under /assets/og/; it changes whenever the card would. */
export function shareCardFile(page: PageIdentity): string {
  const parts = [site.name, page.meta.title, captionOf(page), heroArtSvg(page), mockupOf(page) ?? ""];
  return `${page.artKey}.${contentHash(parts.join("\n"))}.png`;
}

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

export function shareCardUrl(page: PageIdentity): string {
  return `/assets/og/${shareCardFile(page)}`;
}

/**
 * A 1200×630 PNG: the page's hero art, its title, its group and the brand. A case study's card
 * also shows its product shot on the right, with the title held to a narrower column.
 */
export async function renderShareCard(page: PageIdentity): Promise<ImageResponse> {
  const art = dataUrl(heroArtSvg(page));
  const mockup = mockupOf(page);
  const font = await readFile(fontFile);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        background: BRAND_INK,
        fontFamily: "Geist",
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by Satori */}
      <img src={art} width={1200} height={750} alt="" style={{ position: "absolute", top: -60, left: 0 }} />
      <div
        style={{
          ...CARD_LAYER,
          backgroundImage: mockup
            ? "linear-gradient(90deg, rgba(11,13,26,0.95) 0%, rgba(11,13,26,0.7) 40%, rgba(11,13,26,0) 75%)"
            : "linear-gradient(90deg, rgba(11,13,26,0.95) 0%, rgba(11,13,26,0.75) 60%, rgba(11,13,26,0.2) 100%)",
        }}
      />
      {mockup && (
        // eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by Satori
        <img
          src={dataUrl(mockup)}
          width={750}
          height={500}
          alt=""
          style={{ position: "absolute", top: 104, left: 436 }}
        />
      )}
      <div
        style={{
          ...CARD_LAYER,
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "72px 80px",
        }}
      >
        <div
          style={{
            display: "flex",
            alignItems: "center",
            gap: 16,
            color: COLOURS["surface-raised"],
            fontSize: 36,
            letterSpacing: -1,
          }}
        >
          <div style={{ width: 22, height: 22, borderRadius: 999, background: COLOURS.accent }} />
          {site.name}
        </div>
        <div
          style={{
            display: "flex",
            color: COLOURS["surface-raised"],
            fontSize: mockup ? 56 : 72,
            lineHeight: 1.05,
            letterSpacing: -2,
            maxWidth: mockup ? 400 : 920,
          }}
        >
          {page.meta.title}
        </div>
        <div
          style={{ display: "flex", color: COLOURS.accent, fontSize: 26, letterSpacing: 4, textTransform: "uppercase" }}
        >
          {captionOf(page)}
        </div>
      </div>
    </div>,
    { ...SHARE_CARD_SIZE, fonts: [{ name: "Geist", data: font, weight: 600, style: "normal" }] },
  );
}
