/**
 * The learner's tablet in the e-learning mock-up: the lesson recommended next (the review that is
 * due, with the reason teachers can see), mastery by skill and lessons saved for offline study.
 * Screen 302 × 468.
 */
import { C, avatar, bar, chip, el, font, rect, text } from "./svg";

const skills = [
  { name: "Linear equations", value: 0.92, fill: C.cyan },
  { name: "Quadratic functions", value: 0.74, fill: "url(#el-bar)" },
  { name: "Factorising", value: 0.58, fill: "url(#el-bar)", review: true },
];

function recommended(x: number, y: number, w: number): string {
  return (
    rect(x, y, w, 142, 18, C.ink800) +
    text(x + 16, y + 28, "RECOMMENDED NEXT", { ...font(11, 700, C.lime), "letter-spacing": 1.2 }) +
    text(x + 16, y + 56, "Factorising review", font(18, 600, C.white)) +
    text(x + 16, y + 77, "Video and quiz · 12 min", font(13, 400, C.mutedDark)) +
    rect(x + 16, y + 94, 88, 34, 17, C.lime) +
    el("path", { d: `M${x + 32} ${y + 104}l10 7-10 7z`, fill: C.ink900 }) +
    text(x + 50, y + 116, "Start", font(14, 600, C.ink900)) +
    text(x + 118, y + 108, "Why this?", font(12, 600, C.white)) +
    text(x + 118, y + 124, "Needed for quadratics", font(11, 400, C.mutedDark))
  );
}

function mastery(x: number, y: number, w: number): string {
  return (
    text(x, y, "Mastery by skill", font(15, 600, C.ink900)) +
    text(x + w, y, "This term", { "text-anchor": "end", ...font(12, 500, C.muted) }) +
    skills
      .map((s, k) => {
        const ry = y + 30 + k * 42;
        return (
          text(x, ry, s.name, font(13, 500, C.ink900)) +
          (s.review ? chip(x + 86, ry - 14, 82, 20, "Review due", "#eefbc7", C.accentInk, 11) : "") +
          text(x + w, ry, `${Math.round(s.value * 100)}%`, { "text-anchor": "end", ...font(13, 600, C.ink900) }) +
          bar(x, ry + 10, w, 8, s.value, s.fill, "#e8e8e1")
        );
      })
      .join("")
  );
}

/** The learner's progress view on a tablet (portrait). */
export function learningPath(w: number, h: number): string {
  const pad = 20;
  const iw = w - pad * 2;
  const offY = h - 60;
  return (
    rect(0, 0, w, h, 0, C.surface) +
    text(pad, 22, "9:41", font(11, 600, C.ink900)) +
    rect(w - pad - 22, 13, 22, 10, 3, C.ink900, { opacity: 0.8 }) +
    text(pad, 54, "My learning path", font(20, 600, C.ink900)) +
    text(pad, 74, "Learner 04 · Maths", font(13, 400, C.muted)) +
    avatar(w - pad - 18, 56, 18, "L4", C.violet) +
    recommended(pad - 6, 90, iw + 12) +
    mastery(pad, 262, iw) +
    rect(pad - 6, offY, iw + 12, 40, 12, C.white, { stroke: C.line }) +
    el("path", {
      d: `M${pad + 12} ${offY + 12}v12m-5-5l5 5 5-5M${pad + 6} ${offY + 29}h12`,
      fill: "none",
      stroke: C.blue,
      "stroke-width": 2,
      "stroke-linecap": "round",
    }) +
    text(pad + 30, offY + 25, "3 lessons saved for offline", font(13, 500, C.ink900))
  );
}
