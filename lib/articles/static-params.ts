import { isStaticExport } from "@/lib/settings/server";

import { NOTHING_TO_BUILD } from "./paths";

/**
 * A route's static params. A static export refuses a dynamic route whose `generateStaticParams` is
 * empty (before the first article, the first image, a list's or a tag's thirteenth article), so
 * there it builds one placeholder that answers 404, and scripts/build-static.ts deletes its files.
 */
export function staticParams<K extends string>(key: K, values: readonly string[]): Record<K, string>[] {
  return staticParamRows(
    [key],
    values.map((value) => ({ [key]: value }) as Record<K, string>),
  );
}

/** The same for a route with several params, such as a tag and its page number. */
export function staticParamRows<K extends string>(
  keys: readonly K[],
  rows: readonly Record<K, string>[],
): Record<K, string>[] {
  if (rows.length || !isStaticExport()) return [...rows];
  return [Object.fromEntries(keys.map((key) => [key, NOTHING_TO_BUILD])) as Record<K, string>];
}
