import type { z } from "zod";

export type Env = Record<string, string | undefined>;

/** Parses environment variables with a schema; the error names every invalid variable and why. */
export function parseSettings<T extends z.ZodType>(schema: T, env: Env): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${String(issue.path[0] ?? "?")}: ${issue.message}`);
  throw new Error(`Invalid settings:\n${problems.join("\n")}`);
}

/** Empty strings count as unset, so `FOO=` behaves like no FOO at all. */
export const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);
