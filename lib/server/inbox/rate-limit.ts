import { RATE_LIMIT_WINDOW_SECONDS } from "@/lib/settings/defaults.mjs";

const WINDOW_MS = RATE_LIMIT_WINDOW_SECONDS * 1000;

/**
 * A fixed window per client key (an IP address), held in memory. Each key is forgotten by a timer
 * when its window has passed, so no address outlives its window however few or many clients there are.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number; timer: NodeJS.Timeout }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Returns 0 when allowed, otherwise the seconds to wait. */
  hit(key: string): number {
    if (this.perMinute <= 0) return 0;
    const time = this.now();
    const window = this.windows.get(key);
    if (!window || time - window.start >= WINDOW_MS) {
      if (window) clearTimeout(window.timer);
      const timer = setTimeout(() => this.windows.delete(key), WINDOW_MS).unref();
      this.windows.set(key, { start: time, count: 1, timer });
      return 0;
    }
    window.count++;
    if (window.count <= this.perMinute) return 0;
    return Math.max(1, Math.ceil((window.start + WINDOW_MS - time) / 1000));
  }

  /** How many client keys are remembered now. */
  get size(): number {
    return this.windows.size;
  }
}
