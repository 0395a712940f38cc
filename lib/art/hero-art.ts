/**
 * Generated, abstract hero art: one SVG per page, seeded by the page's path so no two heroes match.
 * Each page family has its own motif (flowing gradients, circuit grids, contour lines, colour fields);
 * case studies draw from their own palettes of the site's blues and violets.
 */
import type { Family, PageIdentity } from "@/content/registry";
import { caseStudyField, caseStudyPalettes } from "./case-study-field";
import { hash, seeded, type Rand } from "./random";
import { prefixIds } from "./svg";
import { BRAND_INK } from "@/lib/shared/brand";

const W = 1600;
const H = 1000;

const palettes = [
  ["#5b5bf7", "#22d3ee", "#c9f24d"],
  ["#7c3aed", "#f472b6", "#38bdf8"],
  ["#0ea5e9", "#10b981", "#c9f24d"],
  ["#6366f1", "#f59e0b", "#ec4899"],
  ["#14b8a6", "#6366f1", "#a3e635"],
  ["#8b5cf6", "#06b6d4", "#f97316"],
] as const;

const n = (v: number) => Math.round(v);

function flowingGradients(r: Rand, colours: readonly string[]): string {
  const blobs = colours
    .map((c, i) => {
      const cx = n(W * (0.45 + r() * 0.5));
      const cy = n(H * (0.1 + r() * 0.8));
      const rx = n(380 + r() * 420);
      const ry = n(260 + r() * 320);
      return `<radialGradient id="g${i}"><stop offset="0" stop-color="${c}" stop-opacity=".55"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#g${i})"/>`;
    })
    .join("");
  const waves = Array.from({ length: 14 }, (_, i) => {
    const y = n(H * 0.2 + i * 38 + r() * 20);
    const a = n(120 + r() * 160);
    return `<path d="M${n(W * 0.3)} ${y} C ${n(W * 0.5)} ${y - a}, ${n(W * 0.7)} ${y + a}, ${W + 40} ${y - n(a / 2)}" stroke="${colours[i % colours.length]}" stroke-opacity=".22" fill="none" stroke-width="1.5"/>`;
  }).join("");
  return blobs + waves;
}

function circuitGrid(r: Rand, colours: readonly string[]): string {
  const step = 64;
  const grid = `<pattern id="grid" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0H0V${step}" fill="none" stroke="#ffffff" stroke-opacity=".06"/></pattern><rect width="${W}" height="${H}" fill="url(#grid)"/>`;
  const traces = Array.from({ length: 22 }, (_, i) => {
    let x = Math.floor((W * 0.4 + r() * W * 0.6) / step) * step;
    let y = Math.floor((r() * H) / step) * step;
    let d = `M${x} ${y}`;
    for (let s = 0; s < 4; s++) {
      if (s % 2 === 0) x += (r() < 0.5 ? -1 : 1) * step * (1 + Math.floor(r() * 4));
      else y += (r() < 0.5 ? -1 : 1) * step * (1 + Math.floor(r() * 3));
      d += ` L${x} ${y}`;
    }
    const c = colours[i % colours.length];
    return `<path d="${d}" fill="none" stroke="${c}" stroke-opacity=".5" stroke-width="2"/><circle cx="${x}" cy="${y}" r="5" fill="${c}" fill-opacity=".8"/>`;
  }).join("");
  const glow = `<radialGradient id="glow"><stop offset="0" stop-color="${colours[0]}" stop-opacity=".45"/><stop offset="1" stop-color="${colours[0]}" stop-opacity="0"/></radialGradient><circle cx="${n(W * (0.7 + r() * 0.2))}" cy="${n(H * (0.3 + r() * 0.4))}" r="520" fill="url(#glow)"/>`;
  return glow + grid + traces;
}

/**
 * A closed polyline in relative steps ("M1282 436l2 5-1 6…z"): the same points as absolute ones in
 * about a third of the bytes, which matters because the hero art travels inside every page.
 */
export function closedPath(points: readonly (readonly [number, number])[]): string {
  const [first, ...rest] = points;
  if (!first) return "";
  const steps = rest.map(([x, y], k) => {
    const [px, py] = k === 0 ? first : rest[k - 1]!;
    return `${x - px} ${y - py}`;
  });
  return `M${first[0]} ${first[1]}l${steps.join(" ").replace(/ -/g, "-")}z`;
}

function contourLines(r: Rand, colours: readonly string[]): string {
  const peaks = Array.from({ length: 2 }, () => ({ x: W * (0.55 + r() * 0.35), y: H * (0.2 + r() * 0.6) }));
  return peaks
    .map((p, pi) =>
      Array.from({ length: 16 }, (_, i) => {
        const radius = 40 + i * 42;
        const pts = Array.from({ length: 48 }, (_, k) => {
          const t = (k / 48) * Math.PI * 2;
          const wobble = 1 + 0.18 * Math.sin(t * 3 + pi + i * 0.3) + 0.08 * Math.cos(t * 5 + i * 0.2);
          return [n(p.x + Math.cos(t) * radius * wobble * 1.25), n(p.y + Math.sin(t) * radius * wobble)] as const;
        });
        const c = colours[(i + pi) % colours.length];
        return `<path d="${closedPath(pts)}" fill="none" stroke="${c}" stroke-opacity="${(0.45 - i * 0.02).toFixed(2)}" stroke-width="1.4"/>`;
      }).join(""),
    )
    .join("");
}

const motifs: Record<Family, (r: Rand, colours: readonly string[]) => string> = {
  top: flowingGradients,
  services: flowingGradients,
  technologies: circuitGrid,
  industries: contourLines,
  "case-studies": caseStudyField,
};

type ArtPage = Pick<PageIdentity, "family" | "path" | "artKey">;

/** The art's viewBox: a 1600 × 1000 canvas, cropped to cover whatever box shows it. */
export const HERO_ART_VIEWBOX = `0 0 ${W} ${H}`;

/** Everything inside the art's root `<svg>`: the ink ground and the family's motif. */
function heroArtBody(page: ArtPage): string {
  const r = seeded(`${page.family}/${page.path}`);
  const set = page.family === "case-studies" ? caseStudyPalettes : palettes;
  const colours = set[Math.floor(r() * set.length)]!;
  return `<rect width="${W}" height="${H}" fill="${BRAND_INK}"/>${motifs[page.family](r, colours)}`;
}

export function heroArtSvg(page: ArtPage): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${HERO_ART_VIEWBOX}" preserveAspectRatio="xMidYMid slice">${heroArtBody(page)}</svg>`;
}

/** Eight hex digits of a text's hash: file names change whenever what they hold changes. */
export const contentHash = (text: string) => hash(text).toString(16).padStart(8, "0");

/** File name of a page's hero art under /assets/hero/, e.g. `industries--oil-gas.1a2b3c4d.svg`. */
export function heroArtFile(page: ArtPage): string {
  return `${page.artKey}.${contentHash(heroArtSvg(page))}.svg`;
}

export function heroArtUrl(page: ArtPage): string {
  return `/assets/hero/${heroArtFile(page)}`;
}

/**
 * The art's inner markup for an inline `<svg>` in the hero. Inline, it is part of the page's first frame:
 * not an image the browser decodes in a document of its own after first paint (which made it the largest
 * paint, half a second after the first on a phone), and not a candidate for largest contentful paint at all,
 * which leaves that to the headline and tagline. Its ids gain a prefix, as they now share the page's id space.
 */
export function heroArtInlineMarkup(page: ArtPage): string {
  return prefixIds(heroArtBody(page), "hero-");
}
