import { describe, expect, it } from "vitest";
import { RateLimiter } from "@/lib/server/inbox/rate-limit";

describe("rate limiter", () => {
  it("allows N a minute per key, then tells how long to wait", () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    expect([limiter.hit("a"), limiter.hit("a"), limiter.hit("b")]).toEqual([0, 0, 0]);
    now = 15_000;
    expect(limiter.hit("a")).toBe(45);
    now = 60_000;
    expect(limiter.hit("a")).toBe(0);
  });

  it("is off at 0", () => {
    const limiter = new RateLimiter(0);
    for (let i = 0; i < 50; i++) expect(limiter.hit("a")).toBe(0);
  });
});
