/** A random-number source in [0, 1). */
export type Rand = () => number;

/** FNV-1a: a stable 32-bit hash of a text, used to seed art and name its files. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32 seeded by a key: the same key always draws the same sequence, so art is reproducible. */
export function seeded(key: string): Rand {
  let a = hash(key);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
