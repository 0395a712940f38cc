import localFont from "next/font/local";

/**
 * Geist (variable, 100–900) subset to the characters the site uses (npm run font:subset), preloaded,
 * with an Arial fallback whose metrics Next.js adjusts to Geist's so nothing shifts when it arrives.
 */
export const geist = localFont({
  src: "./geist-subset.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
});
