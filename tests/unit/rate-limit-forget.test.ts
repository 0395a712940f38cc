import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_LIMITER_KEYS, RateLimiter } from "@/lib/server/inbox/rate-limit";
import { RATE_LIMIT_WINDOW_SECONDS } from "@/lib/settings/defaults.mjs";

describe("rate limiter memory", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("forgets a client IP once its window has passed, with no further requests from anyone", () => {
    const limiter = new RateLimiter(5);
    limiter.hit("203.0.113.7");
    limiter.hit("198.51.100.1");
    expect(limiter.size).toBe(2);
    vi.advanceTimersByTime(RATE_LIMIT_WINDOW_SECONDS * 1000 - 1);
    expect(limiter.size).toBe(2);
    vi.advanceTimersByTime(1);
    expect(limiter.size).toBe(0);
  });

  it("a forgotten client starts a fresh window", () => {
    const limiter = new RateLimiter(1);
    expect(limiter.hit("a")).toBe(0);
    expect(limiter.hit("a")).toBeGreaterThan(0);
    vi.advanceTimersByTime(RATE_LIMIT_WINDOW_SECONDS * 1000);
    expect(limiter.hit("a")).toBe(0);
  });

  it("200,000 distinct keys never hold more than the cap, with one sweep timer for all of them", () => {
    const limiter = new RateLimiter(5);
    let most = 0;
    for (let i = 0; i < 200_000; i++) {
      limiter.hit(`198.51.${i >> 8}.${i & 255}`);
      most = Math.max(most, limiter.size);
    }
    expect(most).toBe(MAX_LIMITER_KEYS);
    expect(vi.getTimerCount()).toBe(1);
    // The newest client is remembered (and limited); the sweep then forgets everything.
    for (let i = 0; i < 5; i++) limiter.hit("203.0.113.200");
    expect(limiter.hit("203.0.113.200")).toBeGreaterThan(0);
    vi.advanceTimersByTime(RATE_LIMIT_WINDOW_SECONDS * 1000);
    expect(limiter.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
