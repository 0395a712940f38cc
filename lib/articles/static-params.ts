import { isStaticExport } from "@/lib/settings/server";

import { NOTHING_TO_BUILD } from "./paths";

/**
 * A route's static params. A static export refuses a dynamic route whose `generateStaticParams` is
 * empty (before the first article, the first image, the thirteenth article), so there it builds one
 * placeholder that answers 404, and scripts/build-static.ts deletes its files.
 */
export function staticParams<K extends string>(key: K, values: readonly string[]): Record<K, string>[] {
  const list = values.length || !isStaticExport() ? values : [NOTHING_TO_BUILD];
  return list.map((value) => ({ [key]: value }) as Record<K, string>);
}
