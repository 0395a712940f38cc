import { COLOURS } from "@/lib/shared/brand";
import { escapeHtml } from "@/platform/escape-html.mjs";
/**
 * Tiny string builders for the product art in lib/art. Coordinates are rounded to integers,
 * other numbers to two decimals, and every text node is escaped.
 */

/**
 * The site's colour tokens (lib/shared/brand.ts, the one palette) under the art's short names, plus the
 * soft data colours used inside product UIs, which are the art's own.
 */
export const C = {
  ink900: COLOURS["ink-900"],
  ink800: COLOURS["ink-800"],
  ink700: COLOURS["ink-700"],
  ink600: COLOURS["ink-600"],
  surface: COLOURS.surface,
  white: COLOURS["surface-raised"],
  sunken: COLOURS["surface-sunken"],
  line: COLOURS.line,
  muted: COLOURS.muted,
  mutedDark: COLOURS["muted-on-dark"],
  lime: COLOURS.accent,
  accentInk: COLOURS["accent-ink"],
  blue: "#5b5bf7",
  cyan: "#22d3ee",
  violet: "#8b5cf6",
  /** Only for "live" dots and the end-call button. */
  red: "#ef4444",
} as const;

export const FONT = "Geist, ui-sans-serif, system-ui, sans-serif";

export type Attrs = Record<string, string | number | undefined>;

const esc = escapeHtml;

const num = (v: number) => String(Math.round(v * 100) / 100).replace(/^(-?)0\./, "$1.");

export function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? num(v) : esc(v)}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export const g = (a: Attrs, children: string) => el("g", a, children);

/** A two-stop linear gradient; `direction` sets x2/y2 (by default top-left to bottom-right). */
export function gradient(id: string, from: Attrs, to: Attrs, direction: Attrs = { x2: 1, y2: 1 }): string {
  return el("linearGradient", { id, ...direction }, el("stop", from) + el("stop", { offset: 1, ...to }));
}

const i = Math.round;

export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, more: Attrs = {}): string {
  return el("rect", {
    x: i(x) || undefined,
    y: i(y) || undefined,
    width: i(w),
    height: i(h),
    rx: rx ? i(rx) : undefined,
    fill,
    ...more,
  });
}

export function circle(cx: number, cy: number, r: number, fill: string, more: Attrs = {}): string {
  return el("circle", { cx: i(cx), cy: i(cy), r: i(r), fill, ...more });
}

/** Text; style comes from `more` or is inherited from an enclosing group. */
export function text(x: number, y: number, content: string, more: Attrs = {}): string {
  return el("text", { x: i(x), y: i(y), ...more }, esc(content));
}

/** Text defaults set once on the root element of every document (see `svgDoc`). */
export const TEXT_DEFAULTS = { size: 14, weight: 600, fill: C.ink900 } as const;

/** Font shorthand: size, weight and colour, leaving out whatever equals the root's defaults. */
export function font(size: number, weight: number, fill: string): Attrs {
  return {
    "font-size": size === TEXT_DEFAULTS.size ? undefined : size,
    "font-weight": weight === TEXT_DEFAULTS.weight ? undefined : weight,
    fill: fill === TEXT_DEFAULTS.fill ? undefined : fill,
  };
}

/** Rough width of a label in the widest likely fallback font (DejaVu Sans Bold), for sizing chips. */
export const textWidth = (label: string, size: number) => Math.ceil(label.length * size * 0.64);

/** A pill-shaped label with centred text; `w = 0` sizes it to the label. */
export function chip(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  bg: string,
  fg: string,
  size = 13,
  more: Attrs = {},
): string {
  if (w <= 0) w = textWidth(label, size) + 2 * Math.round(h / 2);
  return (
    rect(x, y, w, h, h / 2, bg, more) +
    text(x + w / 2, y + h / 2 + size * 0.36, label, { "text-anchor": "middle", ...font(size, 600, fg) })
  );
}

/** Initials in a circle: the only kind of avatar the art uses. */
export function avatar(cx: number, cy: number, r: number, initials: string, bg: string, fg: string = C.white): string {
  const size = Math.round(r * 0.8);
  return (
    circle(cx, cy, r, bg) + text(cx, cy + size * 0.36, initials, { "text-anchor": "middle", ...font(size, 600, fg) })
  );
}

/** A horizontal progress bar with a rounded track. */
export function bar(
  x: number,
  y: number,
  w: number,
  h: number,
  value: number,
  fill: string,
  track: string = C.sunken,
): string {
  return rect(x, y, w, h, h / 2, track) + rect(x, y, Math.max(h, w * value), h, h / 2, fill);
}

/**
 * A complete SVG document. The font family and the text defaults are set once on the root and
 * inherited, so any drawing that relies on `font()` must sit inside an `svgDoc`.
 */
export function svgDoc(
  width: number,
  height: number,
  defs: string,
  body: string,
  label?: string,
  viewBox?: string,
): string {
  const a: Attrs = {
    xmlns: "http://www.w3.org/2000/svg",
    viewBox: viewBox ?? `0 0 ${width} ${height}`,
    width,
    height,
    "font-family": FONT,
    // Chromium otherwise lays every <text> out again at each scale the drawing is shown at (its size in the page
    // times the screen's pixel ratio): half the layout and two thirds of the paint of a product shot (docs/performance.md).
    "text-rendering": "geometricPrecision",
    "font-size": TEXT_DEFAULTS.size,
    "font-weight": TEXT_DEFAULTS.weight,
    fill: TEXT_DEFAULTS.fill,
  };
  if (label) {
    a.role = "img";
    a["aria-label"] = label;
  } else a["aria-hidden"] = "true";
  return el("svg", a, (defs ? `<defs>${defs}</defs>` : "") + body);
}

/**
 * The same markup with every id (and every `url(#…)` and `href="#…"` pointing at one) prefixed, for SVG
 * drawn inline in a page, where ids share the document's id space with the page and with other drawings.
 */
export function prefixIds(markup: string, prefix: string): string {
  return markup
    .replace(/ id="([^"]+)"/g, ` id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/ href="#([^"]+)"/g, ` href="#${prefix}$1"`);
}
