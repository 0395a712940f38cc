import { describe, expect, it } from "vitest";
import { missedTargets, type Sample } from "@/scripts/lib/lighthouse-table";

const run = (route: string, over: Partial<Sample> = {}): Sample => ({
  route,
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcp: 1400,
  tbt: 10,
  cls: 0,
  bytes: 60_000,
  ...over,
});

describe("bench:lighthouse phone targets", () => {
  it("judges each route by the median of its runs, so one slow run does not fail it", () => {
    const samples = [run("/", { tbt: 0 }), run("/", { tbt: 240 }), run("/", { tbt: 30 })];
    expect(missedTargets(samples)).toEqual([]);
  });

  it("names the route and every target its medians miss", () => {
    const slow = { performance: 0.95, tbt: 120, lcp: 1700, cls: 0.02 };
    const samples = [run("/about"), run("/", slow), run("/", slow), run("/", { tbt: 0 })];
    expect(missedTargets(samples)).toEqual(["/: Performance 95, TBT 120 ms, LCP 1.70 s, CLS 0.020"]);
  });

  it("holds the lines at the issue's numbers: 98, 50 ms, 1.6 s and no shift", () => {
    expect(missedTargets([run("/a", { performance: 0.98, tbt: 50, lcp: 1600, cls: 0 })])).toEqual([]);
    expect(missedTargets([run("/b", { performance: 0.97 })])).toEqual(["/b: Performance 97"]);
    expect(missedTargets([run("/c", { tbt: 51 })])).toEqual(["/c: TBT 51 ms"]);
    expect(missedTargets([run("/d", { lcp: 1650 })])).toEqual(["/d: LCP 1.65 s"]);
    expect(missedTargets([run("/e", { cls: 0.001 })])).toEqual(["/e: CLS 0.001"]);
  });
});
