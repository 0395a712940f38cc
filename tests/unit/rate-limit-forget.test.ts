import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RateLimiter } from "@/lib/server/inbox/rate-limit";
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
});
