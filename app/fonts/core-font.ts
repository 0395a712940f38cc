// Written by npm run font:subset (scripts/subset-font.ts); do not edit.
export const CORE_FONT_URL = "/fonts/geist-core.1079c89f.woff2";
