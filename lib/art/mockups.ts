/**
 * Composed product shots for the two case studies, drawn as vector art: device frames around
 * legible interface mock-ups in the site palette. Transparent background: they sit on the dark
 * hero, on the ink header of a teaser card or on a white card alike.
 */
import { browserWindow, laptop, laptopDefs, phone, shadowFilter, tablet } from "./device-frames";
import { classroomDefs, liveClassroom } from "./elearning-screens";
import { learningPath } from "./elearning-tablet";
import { C, el, font, g, rect, svgDoc, text } from "./svg";
import { clinicianDashboard, telemedicineDefs } from "./telemedicine-screens";
import { patientPhone } from "./telemedicine-phone";
import { caseStudies } from "@/content/case-studies";
import type { CaseStudy } from "@/content/schema";

export type Mockup = { svg: string; width: number; height: number; alt: string };

export const MOCKUP_WIDTH = 1200;
export const MOCKUP_HEIGHT = 800;

/** A small floating figure card, as product shots use to carry one real number. */
function statCard(x: number, y: number, w: number, value: string, label: string, dot: string): string {
  return g(
    {},
    rect(x + 6, y + 16, w - 12, 64, 16, C.ink900, { opacity: 0.3, filter: "url(#mk-sh)" }) +
      rect(x, y, w, 72, 16, C.white, { stroke: C.line }) +
      el("circle", { cx: x + 30, cy: y + 36, r: 14, fill: dot, "fill-opacity": 0.18 }) +
      el("circle", { cx: x + 30, cy: y + 36, r: 6, fill: dot }) +
      text(x + 56, y + 34, value, font(20, 600, C.ink900)) +
      text(x + 56, y + 54, label, font(13, 400, C.muted)),
  );
}

export type MockupVariant = "wide" | "compact";

/**
 * Wraps a composition into a document. The compact variant crops to the front device and the
 * screen beside it, with the left edge faded out, so labels stay legible on a phone.
 */
function wrapDocument(
  drawing: Drawing,
  variant: MockupVariant,
  defs: string,
  body: string,
): { svg: string; width: number; height: number } {
  if (variant === "wide")
    return { svg: svgDoc(MOCKUP_WIDTH, MOCKUP_HEIGHT, defs, body), width: MOCKUP_WIDTH, height: MOCKUP_HEIGHT };
  const [x, y, w, h] = drawing.compactCrop;
  const fade =
    el(
      "linearGradient",
      { id: "mk-fg", gradientUnits: "userSpaceOnUse", x1: x, x2: x + 48, y2: 0 },
      el("stop", { "stop-color": C.white, "stop-opacity": 0 }) + el("stop", { offset: 1, "stop-color": C.white }),
    ) + el("mask", { id: "mk-fade" }, rect(x, y, w, h, 0, "url(#mk-fg)"));
  return {
    svg: svgDoc(w, h, defs + fade, g({ mask: "url(#mk-fade)" }, body), undefined, `${x} ${y} ${w} ${h}`),
    width: w,
    height: h,
  };
}

type Figure = NonNullable<CaseStudy["productShot"]>["figure"];

/** One case study's devices: how to compose them around its figure card, and the compact crop. */
type Drawing = {
  compose: (figure: Figure) => { defs: string; body: string };
  /** Crop of the compact variant: [x, y, width, height] in the wide composition. */
  compactCrop: readonly [number, number, number, number];
};

function healthcare(figure: Figure): { defs: string; body: string } {
  const defs = shadowFilter("mk") + telemedicineDefs;
  const body =
    browserWindow({ x: 24, y: 68, w: 880, h: 580, uid: "mk" }, "clinic.example/today", clinicianDashboard(880, 536)) +
    phone({ x: 870, y: 130, w: 290, h: 600, uid: "mk" }, { markup: patientPhone(270, 580) }) +
    statCard(56, 604, 300, figure.value, figure.label, C.cyan);
  return { defs, body };
}

function elearning(figure: Figure): { defs: string; body: string } {
  const defs = shadowFilter("mk") + laptopDefs("mk") + classroomDefs;
  const body =
    laptop({ x: 48, y: 72, w: 830, h: 540, uid: "mk" }, liveClassroom(798, 504)) +
    tablet({ x: 846, y: 228, w: 320, h: 500, uid: "mk" }, { markup: learningPath(292, 468) }) +
    statCard(20, 580, 300, figure.value, figure.label, C.violet);
  return { defs, body };
}

/** The drawings, by case-study slug. A new case study needs a drawing here and `productShot` copy in its content. */
const drawings: Readonly<Record<string, Drawing>> = {
  "healthcare-saas": { compose: healthcare, compactCrop: [536, 70, 654, 700] },
  "elearning-platform": { compose: elearning, compactCrop: [590, 70, 600, 700] },
};

/** Case studies with both a drawing and the copy it needs, in registry order. */
export const mockupSlugs: readonly string[] = caseStudies
  .filter((study) => study.productShot && drawings[study.slug])
  .map((study) => study.slug);

const cache = new Map<string, Mockup>();

/**
 * The composed product shot for a case study, with a transparent background.
 * "wide" (default) is 1200 × 800 with both devices; "compact" crops to the front device
 * (654 × 700 or 600 × 700) for narrow screens.
 */
export function caseStudyMockup(slug: string, variant: MockupVariant = "wide"): Mockup {
  const key = `${slug}/${variant}`;
  let shot = cache.get(key);
  if (!shot) {
    const drawing = drawings[slug];
    const copy = caseStudies.find((study) => study.slug === slug)?.productShot;
    if (!drawing || !copy) throw new Error(`No product shot for the case study "${slug}"`);
    const { defs, body } = drawing.compose(copy.figure);
    shot = { ...wrapDocument(drawing, variant, defs, body), alt: copy.alt[variant] };
    cache.set(key, shot);
  }
  return shot;
}
