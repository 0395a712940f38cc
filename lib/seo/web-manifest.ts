import type { MetadataRoute } from "next";
import { site } from "@/content/site";
import { BRAND_INK } from "@/lib/shared/brand";
import { SITE_LANGUAGE } from "@/lib/shared/language";

export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

export function webManifest(): MetadataRoute.Manifest {
  return {
    name: `${site.name}: ${site.tagline}`,
    short_name: site.name,
    description: site.tagline,
    start_url: "/",
    display: "browser",
    background_color: BRAND_INK,
    theme_color: BRAND_INK,
    lang: SITE_LANGUAGE,
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/apple-icon.png", type: "image/png", sizes: "180x180" },
    ],
  };
}
