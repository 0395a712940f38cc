/**
 * Hero art for the case-study family: bold but soft colour fields (long rounded bands with
 * gradients and glows), a few large concentric arcs and a fine dot grid, all kept to the right
 * so white headline text on the left two-thirds stays readable.
 *
 * `caseStudyField` has the motif signature of lib/hero-art.ts (inner markup for a 1600 × 1000
 * viewBox over the brand ink); `caseStudyFieldSvg` is a complete, seeded SVG for one page key.
 */
import { seeded, type Rand } from "./random";
import { C } from "./svg";
import { BRAND_INK } from "@/lib/shared/brand";

const W = 1600;
const H = 1000;

const n = (v: number) => Math.round(v);
const f2 = (v: number) => (Math.round(v * 100) / 100).toString();

function glow(id: string, colour: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${f2(opacity)}"/><stop offset=".55" stop-color="${colour}" stop-opacity="${f2(opacity * 0.35)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/** A long rounded band, rotated about its centre, with a gradient running along it. */
function band(
  id: string,
  r: Rand,
  from: string,
  to: string,
  cx: number,
  cy: number,
  len: number,
  thick: number,
  angle: number,
  opacity: number,
): string {
  const grad = `<linearGradient id="${id}"><stop offset="0" stop-color="${from}" stop-opacity="0"/><stop offset=".45" stop-color="${from}" stop-opacity="${f2(opacity)}"/><stop offset="1" stop-color="${to}" stop-opacity="${f2(opacity * (0.6 + r() * 0.3))}"/></linearGradient>`;
  const x = n(cx - len / 2);
  const y = n(cy - thick / 2);
  return `${grad}<rect x="${x}" y="${y}" width="${n(len)}" height="${n(thick)}" rx="${n(thick / 2)}" fill="url(#${id})" stroke="${C.white}" stroke-opacity=".07" transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"/>`;
}

export function caseStudyField(r: Rand, colours: readonly string[]): string {
  const c0 = colours[0] ?? "#5b5bf7";
  const c1 = colours[1] ?? "#22d3ee";
  const c2 = colours[2] ?? C.lime;

  // Soft glows behind everything, all in the right half.
  const glows = [c0, c1, c0]
    .map((c, i) => {
      const cx = n(W * (0.62 + r() * 0.3));
      const cy = n(H * (0.15 + r() * 0.7));
      return `${glow(`csf-g${i}`, c, i === 2 ? 0.25 : 0.42)}<ellipse cx="${cx}" cy="${cy}" rx="${n(360 + r() * 260)}" ry="${n(280 + r() * 200)}" fill="url(#csf-g${i})"/>`;
    })
    .join("");

  // Two or three bold bands at about one angle, like fields of colour laid across each other.
  // The accent colour stays out of them: mixed into the blues it turns muddy.
  const angle = -44 + r() * 34;
  const count = 2 + Math.floor(r() * 2);
  const spread = 0.18 + r() * 0.1;
  const bands = Array.from({ length: count }, (_, i) => {
    const from = i % 2 ? c1 : c0;
    const to = i % 2 ? c0 : c1;
    const cx = W * (0.68 + i * 0.08 + r() * 0.08);
    const cy = H * (0.22 + i * spread + r() * 0.14);
    return band(
      `csf-b${i}`,
      r,
      from,
      to,
      cx,
      cy,
      1500 + r() * 300,
      200 + r() * 180 - i * 40,
      angle + (r() - 0.5) * 6,
      0.58 - i * 0.1,
    );
  }).join("");

  // Large concentric arcs from a centre near the lower right, one segment picked out in colour.
  const ax = n(W * (0.74 + r() * 0.2));
  const ay = n(r() < 0.5 ? H * (0.72 + r() * 0.3) : H * (0.02 + r() * 0.25));
  const arcs = Array.from({ length: 5 }, (_, i) => {
    const radius = 240 + i * 130;
    return `<circle cx="${ax}" cy="${ay}" r="${radius}" fill="none" stroke="${C.white}" stroke-opacity="${f2(0.16 - i * 0.025)}" stroke-width="1.5"/>`;
  }).join("");
  const hr = 240 + 130 * (1 + Math.floor(r() * 3));
  // The segment runs clockwise from `start` (degrees, 0 = three o'clock) and ends in a small node;
  // it always starts on the left of the centre, facing the text.
  const share = 0.07 + r() * 0.07;
  const seg = n(2 * Math.PI * hr * share);
  const start = ay > H / 2 ? n(190 + r() * 40) : n(120 + r() * 30);
  const end = ((start + share * 360) * Math.PI) / 180;
  const accent = `<circle cx="${ax}" cy="${ay}" r="${hr}" fill="none" stroke="${c2}" stroke-opacity=".85" stroke-width="3" stroke-linecap="round" stroke-dasharray="${seg} ${n(2 * Math.PI * hr)}" transform="rotate(${start} ${ax} ${ay})"/>`;
  const node = `<circle cx="${n(ax + hr * Math.cos(end))}" cy="${n(ay + hr * Math.sin(end))}" r="6" fill="${c2}"/>`;

  // A fine dot grid that fades in from the middle of the canvas.
  const dots =
    `<pattern id="csf-d" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="1.4" fill="${C.white}" fill-opacity=".22"/></pattern>` +
    `<linearGradient id="csf-f"><stop offset=".4" stop-color="${C.white}" stop-opacity="0"/><stop offset=".85" stop-color="${C.white}"/></linearGradient>` +
    `<mask id="csf-m"><rect width="${W}" height="${H}" fill="url(#csf-f)"/></mask>` +
    `<rect width="${W}" height="${H}" fill="url(#csf-d)" mask="url(#csf-m)"/>`;

  // Keep the text side quiet: ink fades out towards the middle.
  const guard = `<linearGradient id="csf-l"><stop offset="0" stop-color="${BRAND_INK}" stop-opacity=".9"/><stop offset=".55" stop-color="${BRAND_INK}" stop-opacity="0"/></linearGradient><rect width="${W}" height="${H}" fill="url(#csf-l)"/>`;

  return glows + bands + guard + dots + arcs + accent + node;
}

/** Palettes for case studies: the site's blues and violets, the accent lime used once. */
export const caseStudyPalettes = [
  ["#5b5bf7", "#22d3ee", C.lime],
  ["#8b5cf6", "#5b5bf7", "#22d3ee"],
  ["#6366f1", "#8b5cf6", C.lime],
  ["#0ea5e9", "#5b5bf7", "#a78bfa"],
] as const;

/** A complete hero SVG (1600 × 1000, on the brand ink) seeded by a page key such as its path. */
export function caseStudyFieldSvg(key: string): string {
  const r = seeded(`case-studies/${key}`);
  const colours = caseStudyPalettes[Math.floor(r() * caseStudyPalettes.length)] ?? caseStudyPalettes[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><rect width="${W}" height="${H}" fill="${BRAND_INK}"/>${caseStudyField(r, colours)}</svg>`;
}
