import type { ZodType } from "zod";
import { slugsOf, type Family } from "./routes";

/**
 * Validates a family's entries against its schema and the route registry: every registered page
 * has exactly one entry and every entry is registered. Runs when the module is first imported,
 * so a bad entry fails the build.
 */
export function loadFamily<T extends { slug: string }>(
  family: Exclude<Family, "top">,
  schema: ZodType<T>,
  entries: readonly unknown[],
): ReadonlyMap<string, T> {
  const parsed = entries.map((entry) => {
    const result = schema.safeParse(entry);
    if (!result.success) {
      const slug = (entry as { slug?: string })?.slug ?? "?";
      throw new Error(`Invalid ${family} entry "${slug}": ${result.error.message}`);
    }
    return result.data;
  });
  const bySlug = new Map(parsed.map((entry) => [entry.slug, entry]));
  const registered = slugsOf(family);
  const missing = registered.filter((slug) => !bySlug.has(slug));
  const extra = [...bySlug.keys()].filter((slug) => !registered.includes(slug));
  if (missing.length || extra.length || bySlug.size !== parsed.length) {
    throw new Error(`${family}: missing ${missing.join(", ") || "none"}; unregistered ${extra.join(", ") || "none"}`);
  }
  return new Map(registered.map((slug) => [slug, bySlug.get(slug)!]));
}

export function entryOf<T>(entries: ReadonlyMap<string, T>, slug: string): T {
  const entry = entries.get(slug);
  if (!entry) throw new Error(`No content for ${slug}`);
  return entry;
}
