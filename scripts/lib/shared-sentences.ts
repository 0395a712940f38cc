/**
 * Finds sentences of eight or more words that appear on more than one page, so that every page's
 * copy stays its own.
 */
export type PageText = { page: string; value: unknown };

export function collectStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(collectStrings);
  return [];
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;:])\s+|\n+/)
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s]/gu, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((s) => s.split(" ").length >= 8);
}

export function findSharedSentences(pages: PageText[]): { sentence: string; pages: string[] }[] {
  const seen = new Map<string, Set<string>>();
  for (const { page, value } of pages) {
    for (const sentence of collectStrings(value).flatMap(sentencesOf)) {
      seen.set(sentence, (seen.get(sentence) ?? new Set()).add(page));
    }
  }
  return [...seen].filter(([, where]) => where.size > 1).map(([sentence, where]) => ({ sentence, pages: [...where] }));
}
