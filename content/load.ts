import type { ZodType } from "zod";

/**
 * Validates a family's entries, in menu order, when the module is first imported, so a bad entry
 * fails the build with the entry's slug in the message.
 */
export function parseFamily<T extends { slug: string }>(
  family: string,
  schema: ZodType<T>,
  entries: readonly unknown[],
): readonly T[] {
  const parsed = entries.map((entry) => {
    const result = schema.safeParse(entry);
    if (!result.success) {
      const slug = (entry as { slug?: string })?.slug ?? "?";
      throw new Error(`Invalid ${family} entry "${slug}": ${result.error.message}`);
    }
    return result.data;
  });
  const slugs = parsed.map((entry) => entry.slug);
  const repeated = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
  if (repeated) throw new Error(`${family}: "${repeated}" is listed twice`);
  return parsed;
}
