/** A fixed one-minute window per client key, held in memory. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Returns 0 when allowed, otherwise the seconds to wait. */
  hit(key: string): number {
    if (this.perMinute <= 0) return 0;
    const time = this.now();
    const window = this.windows.get(key);
    if (!window || time - window.start >= 60_000) {
      if (this.windows.size > 10_000) this.prune(time);
      this.windows.set(key, { start: time, count: 1 });
      return 0;
    }
    window.count++;
    if (window.count <= this.perMinute) return 0;
    return Math.max(1, Math.ceil((window.start + 60_000 - time) / 1000));
  }

  private prune(time: number) {
    for (const [key, window] of this.windows) if (time - window.start >= 60_000) this.windows.delete(key);
  }
}
