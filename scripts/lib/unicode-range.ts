/** "U+E9,U+F1-F3": the CSS unicode-range of a set of characters. */
export function unicodeRange(characters: string): string {
  const points = [...characters].map((c) => c.codePointAt(0)!).sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}
