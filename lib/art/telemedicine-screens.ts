/**
 * Screens of the telemedicine case study (healthcare-saas): the clinician's browser dashboard
 * and the patient's phone. All names are sample data ("Patient A", "Sample Clinic").
 */
import { C, avatar, chip, circle, el, font, g, rect, text, gradient } from "./svg";

/** A geometric head-and-shoulders silhouette standing in for a video feed. */
export function silhouette(cx: number, top: number, s: number, fill: string): string {
  const r = 30 * s;
  const w = 80 * s;
  const y = top + 2 * r - 14 * s;
  return (
    circle(cx, top + r, r, fill) +
    el("path", {
      d: `M${Math.round(cx - w)} ${Math.round(y + 70 * s)}C${Math.round(cx - w)} ${Math.round(y)} ${Math.round(cx + w)} ${Math.round(y)} ${Math.round(cx + w)} ${Math.round(y + 70 * s)}z`,
      fill,
    })
  );
}

const navIcon = (y: number, active: boolean, glyph: string) =>
  (active ? rect(16, y, 40, 40, 12, C.ink600) : "") +
  g({ fill: "none", stroke: active ? C.white : C.mutedDark, "stroke-width": 2, "stroke-linecap": "round" }, glyph);

function sidebar(h: number): string {
  const cross =
    rect(16, 20, 40, 40, 12, `url(#hc-brand)`) +
    el("path", { d: "M36 30v20M26 40h20", stroke: C.white, "stroke-width": 5, "stroke-linecap": "round" });
  return (
    rect(0, 0, 72, h, 0, C.ink800) +
    cross +
    navIcon(96, true, rect(27, 108, 18, 16, 3, "none") + el("path", { d: "M27 114h18M31 105v5M41 105v5" })) +
    navIcon(150, false, rect(26, 163, 14, 14, 3, "none") + el("path", { d: "M40 168l6-4v12l-6-4" })) +
    navIcon(204, false, circle(36, 218, 5, "none") + el("path", { d: "M27 234a9 7 0 0 1 18 0" })) +
    navIcon(258, false, el("path", { d: "M27 270h18v12h-11l-5 4v-4h-2z" }))
  );
}

type Row = {
  time: string;
  who: string;
  initials: string;
  reason: string;
  status: "In call" | "Waiting" | "Booked";
  colour: string;
};

const queue: Row[] = [
  { time: "09:30", who: "Patient A", initials: "PA", reason: "Cough · Video", status: "In call", colour: C.violet },
  { time: "09:45", who: "Patient B", initials: "PB", reason: "Skin check · Video", status: "Waiting", colour: C.cyan },
  { time: "10:00", who: "Patient C", initials: "PC", reason: "Medication review", status: "Waiting", colour: C.blue },
  {
    time: "10:15",
    who: "Patient D",
    initials: "PD",
    reason: "First consultation",
    status: "Booked",
    colour: "#94a3b8",
  },
  { time: "10:30", who: "Patient E", initials: "PE", reason: "Test results", status: "Booked", colour: "#a78bfa" },
];

const statusStyle = {
  "In call": [C.blue, C.white],
  Waiting: ["#cff6fc", "#0e5563"],
  Booked: [C.sunken, C.muted],
} as const;

function queueCard(x: number, y: number, w: number): string {
  const ry = (k: number) => y + 66 + k * 62;
  const each = (draw: (row: Row, k: number) => string) => queue.map(draw).join("");
  const rows =
    rect(x + 1, ry(0) - 4, w - 2, 58, 0, "#f3f3ff") +
    rect(x + 1, ry(0) - 4, 3, 58, 0, C.blue) +
    each((_, k) => (k > 0 ? rect(x + 20, ry(k) - 4, w - 40, 1, 0, C.line) : "")) +
    each((row, k) => avatar(x + 94, ry(k) + 25, 19, row.initials, row.colour)) +
    each((row, k) =>
      chip(x + w - 102, ry(k) + 12, 84, 26, row.status, statusStyle[row.status][0], statusStyle[row.status][1], 12),
    ) +
    g(
      font(14, 500, C.muted),
      each((row, k) => text(x + 20, ry(k) + 30, row.time)),
    ) +
    g(
      font(16, 600, C.ink900),
      each((row, k) => text(x + 124, ry(k) + 21, row.who)),
    ) +
    g(
      font(13, 400, C.muted),
      each((row, k) => text(x + 124, ry(k) + 41, row.reason)),
    );
  return (
    rect(x, y, w, 390, 16, C.white, { stroke: C.line }) +
    text(x + 20, y + 36, "Consultation queue", font(17, 600, C.ink900)) +
    chip(x + w - 102, y + 17, 84, 26, "2 waiting", "#cff6fc", "#0e5563", 12) +
    rows
  );
}

function videoTile(x: number, y: number, w: number, h: number): string {
  const controls = [
    [x + w / 2 - 56, C.ink600],
    [x + w / 2, C.ink600],
    [x + w / 2 + 56, C.red],
  ]
    .map(([cx, fill]) => circle(Number(cx), y + h - 34, 20, String(fill)))
    .join("");
  const cx = x + w / 2;
  const glyphs =
    rect(cx - 61, y + h - 43, 10, 14, 5, C.white) +
    el("path", { d: `M${cx - 64} ${y + h - 35}a8 8 0 0 0 16 0`, fill: "none", stroke: C.white, "stroke-width": 2 }) +
    rect(cx - 10, y + h - 41, 13, 13, 3, C.white) +
    el("path", { d: `M${cx + 4} ${y + h - 35}l7-5v10z`, fill: C.white }) +
    el("path", {
      d: `M${cx + 44} ${y + h - 33}q12-8 24 0`,
      fill: "none",
      stroke: C.white,
      "stroke-width": 4,
      "stroke-linecap": "round",
    });
  return (
    el("clipPath", { id: "hc-v" }, rect(x, y, w, h, 16, C.white)) +
    g(
      { "clip-path": "url(#hc-v)" },
      rect(x, y, w, h, 0, "url(#hc-video)") +
        silhouette(x + w * 0.44, y + 44, 1.1, "url(#hc-person)") +
        rect(x, y + h - 80, w, 80, 0, "url(#hc-fade)"),
    ) +
    rect(x + w - 104, y + 14, 88, 62, 10, C.ink700, { stroke: C.white, "stroke-opacity": 0.25 }) +
    silhouette(x + w - 60, y + 24, 0.36, C.ink600) +
    rect(x + 14, y + 14, 128, 28, 14, C.ink900, { opacity: 0.6 }) +
    circle(x + 30, y + 28, 5, C.lime) +
    text(x + 42, y + 33, "Patient A · 08:12", font(13, 500, C.white)) +
    controls +
    glyphs
  );
}

function summaryCard(x: number, y: number, w: number): string {
  const fields = [
    ["Reason", "Cough for 5 days"],
    ["Allergies", "None recorded"],
    ["Last visit", "12 March"],
  ]
    .map(
      ([k, v], idx) =>
        text(x + 20, y + 74 + idx * 26, k ?? "", font(13, 400, C.muted)) +
        text(x + 108, y + 74 + idx * 26, v ?? "", font(14, 500, C.ink900)),
    )
    .join("");
  return (
    rect(x, y, w, 194, 16, C.white, { stroke: C.line }) +
    text(x + 20, y + 36, "Patient summary", font(17, 600, C.ink900)) +
    fields +
    rect(x + 20, y + 144, 112, 34, 10, C.ink900) +
    text(x + 76, y + 166, "Write note", { "text-anchor": "middle", ...font(14, 600, C.white) }) +
    rect(x + 142, y + 144, 112, 34, 10, C.white, { stroke: C.line }) +
    text(x + 198, y + 166, "Follow-up", { "text-anchor": "middle", ...font(14, 600, C.ink900) })
  );
}

/** The clinician's dashboard for the browser window (880 × 536); the phone covers its right 30 px. */
export function clinicianDashboard(w: number, h: number): string {
  return (
    sidebar(h) +
    text(100, 48, "Today’s consultations", font(24, 600, C.ink900)) +
    text(100, 74, "Tuesday · 12 booked · average wait 4 min", font(14, 400, C.muted)) +
    avatar(w - 92, 46, 20, "SC", C.ink700) +
    rect(w - 316, 28, 196, 36, 18, C.white, { stroke: C.line }) +
    circle(w - 294, 45, 7, "none", { stroke: C.muted, "stroke-width": 2 }) +
    el("path", { d: `M${w - 289} ${50}l5 5`, stroke: C.muted, "stroke-width": 2, "stroke-linecap": "round" }) +
    text(w - 278, 51, "Search patients", font(14, 400, C.muted)) +
    queueCard(100, 100, 400) +
    videoTile(520, 100, w - 540, 180) +
    summaryCard(520, 296, w - 540)
  );
}

export const telemedicineDefs =
  gradient("hc-brand", { "stop-color": C.blue }, { "stop-color": C.cyan }) +
  gradient("hc-video", { "stop-color": "#2b2f63" }, { "stop-color": "#16344a" }) +
  gradient(
    "hc-person",
    { "stop-color": "#8f8cf9" },
    { "stop-color": C.violet, "stop-opacity": 0.4 },
    { x2: 0, y2: 1 },
  ) +
  gradient(
    "hc-fade",
    { "stop-color": C.ink900, "stop-opacity": 0 },
    { "stop-color": C.ink900, "stop-opacity": 0.7 },
    { x2: 0, y2: 1 },
  );
