import { RATE_LIMIT_WINDOW_SECONDS } from "@/lib/settings/defaults.mjs";

const WINDOW_MS = RATE_LIMIT_WINDOW_SECONDS * 1000;

/** How often the one sweep runs: a passed window is forgotten within a second of its end. */
const SWEEP_MS = 1000;

/** Client keys remembered at most: enough for a busy minute, bounded however many addresses a flood uses. */
export const MAX_LIMITER_KEYS = 10_000;

/**
 * A fixed window per client key (an address, or an IPv6 /64), held in memory and bounded: one sweep timer
 * forgets the windows that have passed, and past `maxKeys` the oldest window is forgotten first (a Map
 * keeps insertion order, and a window is re-inserted when it starts again).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MAX_LIMITER_KEYS,
  ) {}

  /** Returns 0 when allowed, otherwise the seconds to wait. */
  hit(key: string): number {
    if (this.perMinute <= 0) return 0;
    const time = this.now();
    const window = this.windows.get(key);
    if (!window || time - window.start >= WINDOW_MS) {
      this.windows.delete(key);
      this.windows.set(key, { start: time, count: 1 });
      if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      this.sweeper ??= setInterval(() => this.sweep(), SWEEP_MS).unref();
      return 0;
    }
    window.count++;
    if (window.count <= this.perMinute) return 0;
    return Math.max(1, Math.ceil((window.start + WINDOW_MS - time) / 1000));
  }

  /** Forgets every window that has passed; stops the timer when nothing is left to forget. */
  sweep(): void {
    const time = this.now();
    for (const [key, window] of this.windows) {
      // Insertion order is start order: the first window still running ends the sweep.
      if (time - window.start < WINDOW_MS) break;
      this.windows.delete(key);
    }
    if (!this.windows.size && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }

  /** How many client keys are remembered now. */
  get size(): number {
    return this.windows.size;
  }
}
