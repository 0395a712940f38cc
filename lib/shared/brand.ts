/**
 * The site's colour tokens: the one palette of the React pages (the `--color-*` theme in
 * app/globals.css, which tests/unit/brand.test.ts keeps equal to this list), the pages the server
 * renders outside React (lib/server/site-page.ts), the generated art, share cards and icons.
 */
export const COLOURS = {
  "ink-950": "#07080f",
  "ink-900": "#0b0d1a",
  "ink-800": "#131629",
  "ink-700": "#1e2240",
  "ink-600": "#2d3359",
  surface: "#fafaf7",
  "surface-raised": "#ffffff",
  "surface-sunken": "#f1f1ec",
  line: "#e2e2da",
  "line-dark": "#2a2f52",
  accent: "#c9f24d",
  "accent-strong": "#b4e02a",
  "accent-ink": "#3f5200",
  muted: "#545b6e",
  "muted-on-dark": "#aab0c6",
  danger: "#b3261e",
} as const;

/** The brand ink, the near-black of the dark bands, art backgrounds, icons and browser theme colour. */
export const BRAND_INK = COLOURS["ink-900"];
