/**
 * The patient's phone in the telemedicine mock-up: the next video visit with a Join button,
 * and booking another visit (day strip and time slots). Screen size 270 × 580.
 */
import { C, avatar, chip, circle, el, font, g, rect, text } from "./svg";

function upcoming(x: number, y: number, w: number): string {
  return (
    rect(x, y, w, 196, 22, C.ink800) +
    text(x + 18, y + 32, "Video consultation", font(13, 500, C.mutedDark)) +
    text(x + 18, y + 62, "Today, 09:45", font(24, 600, C.white)) +
    avatar(x + 36, y + 100, 18, "GP", C.blue) +
    text(x + 64, y + 96, "General practice", font(14, 600, C.white)) +
    text(x + 64, y + 114, "Sample Clinic", font(12, 400, C.mutedDark)) +
    chip(x + w - 82, y + 18, 66, 24, "In 5 min", C.ink600, C.white, 11) +
    rect(x + 14, y + 134, w - 28, 46, 23, C.lime) +
    rect(x + w / 2 - 78, y + 151, 15, 12, 3, C.ink900) +
    el("path", { d: `M${x + w / 2 - 62} ${y + 157}l7-5v10z`, fill: C.ink900 }) +
    text(x + w / 2 - 46, y + 163, "Join video call", font(16, 600, C.ink900))
  );
}

const days = [
  ["Mon", "13"],
  ["Tue", "14"],
  ["Wed", "15"],
  ["Thu", "16"],
  ["Fri", "17"],
] as const;

function dayStrip(x: number, y: number, w: number): string {
  const cw = 42;
  const gap = (w - cw * days.length) / (days.length - 1);
  const left = (k: number) => x + k * (cw + gap);
  const on = 2;
  return (
    days
      .map((_, k) => rect(left(k), y, cw, 58, 14, k === on ? C.blue : C.white, k === on ? {} : { stroke: C.line }))
      .join("") +
    g(
      { "text-anchor": "middle" },
      g(
        font(11, 500, C.muted),
        days.map(([d], k) => text(left(k) + cw / 2, y + 22, d, k === on ? { fill: "#dcdcff" } : {})).join(""),
      ) +
        g(
          font(17, 600, C.ink900),
          days.map(([, n], k) => text(left(k) + cw / 2, y + 44, n, k === on ? { fill: C.white } : {})).join(""),
        ),
    )
  );
}

function slots(x: number, y: number, w: number): string {
  const times = ["09:30", "10:15", "11:00", "14:00", "15:30", "16:45"];
  const cw = Math.floor((w - 16) / 3);
  const sx = (k: number) => x + (k % 3) * (cw + 8);
  const sy = (k: number) => y + Math.floor(k / 3) * 44;
  const on = 3;
  return (
    times
      .map((_, k) =>
        rect(
          sx(k),
          sy(k),
          cw,
          36,
          10,
          k === on ? "#ececfe" : C.white,
          k === on ? { stroke: C.blue, "stroke-width": 2 } : { stroke: C.line },
        ),
      )
      .join("") +
    g(
      { "text-anchor": "middle", ...font(14, 500, C.ink900) },
      times
        .map((t, k) => text(sx(k) + cw / 2, sy(k) + 23, t, k === on ? { "font-weight": 600, fill: C.blue } : {}))
        .join(""),
    )
  );
}

function tabBar(w: number, y: number): string {
  const icons = [
    circle(0, 0, 8, "none") + el("path", { d: "M-3 -1l3 3 5-5" }),
    rect(-9, -8, 18, 16, 3, "none") + el("path", { d: "M-9 -2h18" }),
    el("path", { d: "M-9 -7h18v12h-10l-5 4v-4h-3z" }),
    circle(0, -3, 5, "none") + el("path", { d: "M-9 9a9 7 0 0 1 18 0" }),
  ];
  return (
    rect(0, y, w, 80, 0, C.white) +
    rect(0, y, w, 1, 0, C.line) +
    icons
      .map((icon, k) =>
        g(
          {
            transform: `translate(${Math.round(w * (0.14 + k * 0.24))} ${y + 26})`,
            fill: "none",
            stroke: k === 1 ? C.blue : "#9aa0b1",
            "stroke-width": 2,
          },
          icon,
        ),
      )
      .join("")
  );
}

/** The patient's app: next visit with a Join button, then booking another visit. */
export function patientPhone(w: number, h: number): string {
  const pad = 18;
  const iw = w - pad * 2;
  return (
    rect(0, 0, w, h, 0, C.surface) +
    text(pad, 82, "Good morning", font(13, 400, C.muted)) +
    text(pad, 108, "Your visits", font(24, 600, C.ink900)) +
    avatar(w - pad - 18, 96, 18, "B", C.cyan) +
    upcoming(pad - 4, 124, iw + 8) +
    text(pad, 356, "Book a visit", font(17, 600, C.ink900)) +
    text(w - pad, 356, "May", { "text-anchor": "end", ...font(13, 500, C.blue) }) +
    dayStrip(pad, 370, iw) +
    slots(pad, 442, iw) +
    tabBar(w, h - 58)
  );
}
