/**
 * Device frames for the product mock-ups: a browser window, a laptop, a phone and a tablet.
 * Each frame draws its own soft shadow (filter `#<uid>-sh`, from `shadowFilter`) and clips the
 * screen content, which is passed in as markup drawn at local coordinates (0, 0).
 */
import { C, circle, el, font, g, rect, text } from "./svg";

export type Screen = { markup: string; dark?: boolean };

type Box = { x: number; y: number; w: number; h: number; uid: string };

/** One blur filter shared by every frame of a mock-up. */
export function shadowFilter(uid: string): string {
  return el(
    "filter",
    { id: `${uid}-sh`, x: "-20%", y: "-20%", width: "140%", height: "150%" },
    el("feGaussianBlur", { stdDeviation: 22 }),
  );
}

function shadow({ x, y, w, h, uid }: Box, rx: number, drop = 28): string {
  return rect(x + 12, y + drop, w - 24, h - 8, rx, C.ink900, { opacity: 0.32, filter: `url(#${uid}-sh)` });
}

function clipped(id: string, x: number, y: number, w: number, h: number, rx: number, body: string): string {
  return el("clipPath", { id }, rect(x, y, w, h, rx, C.white)) + g({ "clip-path": `url(#${id})` }, body);
}

/** A browser toolbar (height 44) drawn at local (0, 0): three dots and a centred address field. */
export function browserBar(w: number, url: string): string {
  const dots = [22, 42, 62].map((cx) => circle(cx, 22, 6, "#d4d4cc")).join("");
  const field = Math.min(360, w - 220);
  const fx = Math.round((w - field) / 2);
  const lock =
    rect(fx + 14, 19, 10, 8, 2, C.muted) +
    el("path", { d: `M${fx + 16} 19v-3a3 3 0 0 1 6 0v3`, fill: "none", stroke: C.muted, "stroke-width": 1.6 });
  return (
    rect(0, 0, w, 44, 0, C.sunken) +
    rect(0, 43, w, 1, 0, C.line) +
    dots +
    rect(fx, 9, field, 26, 13, C.white, { stroke: C.line }) +
    lock +
    text(fx + 32, 27, url, font(13, 400, C.muted))
  );
}

/** A desktop browser window with rounded corners; content area is w × (h - 44). */
export function browserWindow(box: Box, url: string, content: string): string {
  const { x, y, w, h, uid } = box;
  const body = g(
    { transform: `translate(${x} ${y})` },
    browserBar(w, url) + g({ transform: "translate(0 44)" }, content),
  );
  return (
    shadow(box, 18) +
    clipped(`${uid}-win`, x, y, w, h, 16, rect(x, y, w, h, 0, C.surface) + body) +
    rect(x, y, w, h, 16, "none", { stroke: C.ink600, "stroke-opacity": 0.35 })
  );
}

/** A laptop: dark bezel, a screen of (w - 32) × (h - 36) and a base below the hinge. */
export function laptop(box: Box, content: string): string {
  const { x, y, w, h, uid } = box;
  const sw = w - 32;
  const sh = h - 36;
  const baseY = y + h;
  const base =
    el("path", {
      d: `M${x - 44} ${baseY}H${x + w + 44}v10a12 12 0 0 1-12 12H${x - 32}a12 12 0 0 1-12-12z`,
      fill: `url(#${uid}-base)`,
    }) + rect(x + w / 2 - 70, baseY, 140, 7, 3, C.ink900, { opacity: 0.55 });
  return (
    shadow({ ...box, h: h + 22 }, 20) +
    rect(x, y, w, h, 20, C.ink800, { stroke: C.ink600, "stroke-width": 2 }) +
    circle(x + w / 2, y + 9, 3, C.ink600) +
    clipped(`${uid}-lap`, x + 16, y + 18, sw, sh, 6, g({ transform: `translate(${x + 16} ${y + 18})` }, content)) +
    base
  );
}

export function laptopDefs(uid: string): string {
  return el(
    "linearGradient",
    { id: `${uid}-base`, x2: 0, y2: 1 },
    el("stop", { "stop-color": "#3a416e" }) + el("stop", { offset: 1, "stop-color": C.ink700 }),
  );
}

function statusBar(w: number, dark: boolean, top: number): string {
  const c = dark ? C.white : C.ink900;
  const sig = el("path", {
    d: [0, 1, 2, 3].map((k) => `M${w - 88 + k * 6} ${top + 3}h4v${-5 - k * 3}h-4z`).join(""),
    fill: c,
  });
  return (
    text(34, top + 3, "9:41", font(15, 600, c)) +
    sig +
    rect(w - 58, top - 12, 26, 13, 4, "none", { stroke: c, "stroke-opacity": 0.5 }) +
    rect(w - 56, top - 10, 18, 9, 2, c) +
    rect(w - 31, top - 8, 2, 5, 1, c, { opacity: 0.5 })
  );
}

/** A phone with a 10 px bezel, dynamic island, status bar and home indicator. */
export function phone(box: Box, screen: Screen): string {
  const { x, y, w, h, uid } = box;
  const sw = w - 20;
  const sh = h - 20;
  const dark = screen.dark === true;
  const buttons =
    rect(x - 3, y + 120, 4, 36, 2, C.ink600) +
    rect(x - 3, y + 168, 4, 56, 2, C.ink600) +
    rect(x + w - 1, y + 150, 4, 80, 2, C.ink600);
  const overlay =
    statusBar(sw, dark, 32) +
    rect(sw / 2 - 40, 12, 80, 26, 13, C.ink900) +
    rect(sw / 2 - 56, sh - 14, 112, 5, 3, dark ? C.white : C.ink900, { opacity: 0.8 });
  return (
    shadow(box, 44, 34) +
    buttons +
    rect(x, y, w, h, 46, C.ink800, { stroke: C.ink600, "stroke-width": 2 }) +
    clipped(
      `${uid}-ph`,
      x + 10,
      y + 10,
      sw,
      sh,
      36,
      g({ transform: `translate(${x + 10} ${y + 10})` }, screen.markup + overlay),
    )
  );
}

/** A tablet in portrait with a 14 px bezel and a camera dot. */
export function tablet(box: Box, screen: Screen): string {
  const { x, y, w, h, uid } = box;
  return (
    shadow(box, 30, 34) +
    rect(x, y, w, h, 30, C.ink800, { stroke: C.ink600, "stroke-width": 2 }) +
    circle(x + w / 2, y + 8, 2, C.ink600) +
    clipped(
      `${uid}-tab`,
      x + 14,
      y + 16,
      w - 28,
      h - 32,
      16,
      g({ transform: `translate(${x + 14} ${y + 16})` }, screen.markup),
    )
  );
}
