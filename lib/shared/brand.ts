/**
 * The brand ink, the near-black of the dark bands, art backgrounds, icons and browser theme colour.
 * CSS has its own copy (`--color-ink-900` in app/globals.css); tests/unit/brand.test.ts keeps the two equal.
 */
export const BRAND_INK = "#0b0d1a";
