/**
 * The live classroom of the e-learning case study, shown in a laptop browser: a shared
 * whiteboard, learners' video tiles, chat and the call controls. Names are sample data.
 */
import { browserBar } from "./device-frames";
import { C, avatar, chip, circle, el, font, g, rect, text, gradient } from "./svg";

const stroke = (colour: string, width = 2) => ({
  fill: "none",
  stroke: colour,
  "stroke-width": width,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
});

function topBar(w: number): string {
  return (
    rect(0, 0, w, 52, 0, C.white) +
    rect(0, 51, w, 1, 0, C.line) +
    rect(16, 10, 32, 32, 9, "url(#el-brand)") +
    el("path", { d: "M24 20l8-4 8 4-8 4zM27 23v6c3 2 7 2 10 0v-6", ...stroke(C.white, 2) }) +
    text(60, 32, "Maths · Quadratic functions", font(16, 600, C.ink900)) +
    rect(w - 246, 15, 60, 22, 11, "#fde8e8") +
    circle(w - 232, 26, 4, C.red) +
    text(w - 223, 31, "LIVE", font(11, 700, "#b42318")) +
    text(w - 178, 31, "24:18", font(13, 500, C.muted)) +
    circle(w - 126, 21, 5, "none", stroke(C.muted)) +
    el("path", { d: `M${w - 135} 35a9 7 0 0 1 18 0`, ...stroke(C.muted) }) +
    text(w - 111, 31, "28", font(13, 600, C.ink900)) +
    chip(w - 72, 13, 58, 26, "Leave", C.red, C.white, 12)
  );
}

function whiteboard(x: number, y: number, w: number, h: number): string {
  // Axes and the parabola y = x² − 4x + 3 (roots 1 and 3, vertex (2, −1)), drawn from x = 2 − d to 2 + d.
  const ox = x + 130;
  const oy = y + 232;
  const u = 56;
  const d = 2.05;
  const px = (v: number) => Math.round(ox + v * u);
  const py = (v: number) => Math.round(oy - v * u);
  const curve = `M${px(2 - d)} ${py(d * d - 1)}Q${px(2)} ${py(-d * d - 1)} ${px(2 + d)} ${py(d * d - 1)}`;
  const ticks =
    [1, 2, 3, 4].map((v) => `M${px(v)} ${oy - 4}v8`).join("") + [1, 2, 3].map((v) => `M${ox - 4} ${py(v)}h8`).join("");
  const tools = [
    el("path", { d: "M-6 6l9-9 3 3-9 9h-3z", ...stroke(C.white) }),
    rect(-6, -6, 12, 12, 2, "none", stroke(C.mutedDark)),
    el("path", { d: "M-6-6h12M0-6v13", ...stroke(C.mutedDark) }),
    circle(0, 0, 6, "none", stroke(C.mutedDark)),
  ]
    .map(
      (t, k) =>
        (k === 0 ? rect(x + 18, y + 58 + k * 40, 36, 36, 10, C.blue) : "") +
        g({ transform: `translate(${x + 36} ${y + 76 + k * 40})` }, t),
    )
    .join("");
  return (
    rect(x, y, w, h, 14, C.white, { stroke: C.line }) +
    rect(x + 10, y + 48, 52, 170, 14, C.ink800) +
    tools +
    chip(x + 14, y + 12, 0, 26, "Shared whiteboard", C.sunken, C.muted, 12) +
    g(
      { ...stroke("#b9bccb", 1.5) },
      el("path", { d: `M${ox - 40} ${oy}H${x + w - 150}M${ox} ${y + 52}V${y + h - 16}${ticks}` }),
    ) +
    el("path", { d: curve, ...stroke(C.violet, 4) }) +
    el("path", { d: `M${px(2)} ${py(-1)}V${oy}`, ...stroke(C.violet, 1.5), "stroke-dasharray": "4 5" }) +
    circle(px(2), py(-1), 7, C.blue, { stroke: C.white, "stroke-width": 3 }) +
    circle(px(1), oy, 5, C.violet) +
    circle(px(3), oy, 5, C.violet) +
    text(px(2) + 14, py(-1) + 22, "vertex (2, −1)", font(14, 600, C.blue)) +
    text(x + w - 18, y + 176, "y = x² − 4x + 3", { "text-anchor": "end", ...font(17, 600, C.ink900) }) +
    rect(x + w - 142, y + 54, 124, 86, 6, "#eefbc7") +
    text(x + w - 128, y + 80, "Find the", font(14, 600, C.accentInk)) +
    text(x + w - 128, y + 100, "roots and", font(14, 600, C.accentInk)) +
    text(x + w - 128, y + 120, "the vertex", font(14, 600, C.accentInk))
  );
}

const tiles = [
  { name: "Teacher", initials: "T", colour: C.blue, speaking: true },
  { name: "Learner 04", initials: "L4", colour: C.violet, hand: true },
  { name: "Learner 11", initials: "L11", colour: "#0e7490" },
  { name: "25 more", initials: "+25", colour: C.ink600 },
];

function videoGrid(x: number, y: number, tw: number, th: number): string {
  return tiles
    .map((t, k) => {
      const tx = x + (k % 2) * (tw + 8);
      const ty = y + Math.floor(k / 2) * (th + 8);
      return (
        rect(tx, ty, tw, th, 12, "url(#el-tile)") +
        avatar(tx + tw / 2, ty + th / 2 - 7, 19, t.initials, t.colour) +
        text(tx + 10, ty + th - 8, t.name, font(11, 500, C.white)) +
        (t.speaking ? rect(tx + 1, ty + 1, tw - 2, th - 2, 11, "none", { stroke: C.lime, "stroke-width": 2.5 }) : "") +
        (t.hand
          ? circle(tx + tw - 18, ty + 18, 11, C.lime) +
            el("path", { d: `M${tx + tw - 22} ${ty + 23}v-8m4 8v-10m4 10v-8`, ...stroke(C.ink900, 2) })
          : "")
      );
    })
    .join("");
}

function chat(x: number, y: number, w: number, h: number): string {
  const msgs = [
    ["Learner 04", "Is the vertex at x = 2?", C.violet],
    ["Teacher", "Yes: halfway between the roots.", C.blue],
  ] as const;
  return (
    rect(x, y, w, h, 14, C.white, { stroke: C.line }) +
    text(x + 14, y + 26, "Chat", font(14, 600, C.ink900)) +
    text(x + w - 14, y + 26, "Breakouts: 4", { "text-anchor": "end", ...font(12, 500, C.muted) }) +
    msgs
      .map(
        ([who, line, colour], k) =>
          text(x + 14, y + 52 + k * 38, who, font(12, 600, colour)) +
          text(x + 14, y + 68 + k * 38, line, font(12, 400, C.ink900)),
      )
      .join("") +
    rect(x + 10, y + h - 38, w - 20, 28, 14, C.sunken) +
    text(x + 24, y + h - 19, "Message the class", font(12, 400, C.muted))
  );
}

function controls(w: number, y: number): string {
  const icons = [
    rect(-4, -9, 8, 12, 4, C.white) + el("path", { d: "M-7 0a7 7 0 0 0 14 0M0 7v3", ...stroke(C.white) }),
    rect(-9, -6, 12, 12, 3, C.white) + el("path", { d: "M4 0l6-4v8z", fill: C.white }),
    rect(-9, -7, 18, 13, 2, "none", stroke(C.white)) + el("path", { d: "M0 3v-6m-3 3l3-3 3 3", ...stroke(C.white) }),
    el("path", { d: "M-5 6v-9m4 9v-12m4 12v-10m4 10v-7", ...stroke(C.ink900, 2.4) }),
    rect(-9, -8, 7, 7, 2, C.white) +
      rect(2, -8, 7, 7, 2, C.white) +
      rect(-9, 2, 7, 7, 2, C.white) +
      rect(2, 2, 7, 7, 2, C.white),
  ];
  const cx0 = Math.round(w / 2 - 120);
  return (
    rect(0, y, w, 60, 0, C.ink800) +
    icons
      .map(
        (icon, k) =>
          circle(cx0 + k * 60, y + 30, 20, k === 3 ? C.lime : C.ink600) +
          g({ transform: `translate(${cx0 + k * 60} ${y + 30})` }, icon),
      )
      .join("") +
    text(20, y + 35, "Live class · EU region", font(12, 500, C.mutedDark)) +
    text(w - 20, y + 35, "Hand raised: Learner 04", { "text-anchor": "end", ...font(12, 500, C.mutedDark) })
  );
}

/** The live classroom in a browser: w × h (798 × 504 in the laptop). */
export function liveClassroom(w: number, h: number): string {
  const top = 44 + 52;
  const panelW = 244;
  const stageW = w - panelW - 44;
  const stageH = h - top - 60 - 24;
  const tileW = (panelW - 8) / 2;
  return (
    rect(0, 0, w, h, 0, C.surface) +
    browserBar(w, "learn.example/live/maths-10b") +
    g({ transform: "translate(0 44)" }, topBar(w)) +
    whiteboard(16, top + 12, stageW, stageH) +
    videoGrid(w - panelW - 16, top + 12, tileW, 74) +
    chat(w - panelW - 16, top + 176, panelW, stageH - 164) +
    controls(w, h - 60)
  );
}

export const classroomDefs =
  gradient("el-brand", { "stop-color": C.violet }, { "stop-color": C.blue }) +
  gradient("el-tile", { "stop-color": "#262b55" }, { "stop-color": C.ink800 }) +
  gradient("el-bar", { "stop-color": C.blue }, { "stop-color": C.violet }, { x2: 1 });
