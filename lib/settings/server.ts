import "server-only";
import { readServerSettings, type ServerSettings } from "./schema";

let cached: ServerSettings | undefined;

/** This process's server settings, validated once (next.config.ts has already refused invalid ones). */
export function serverSettings(): ServerSettings {
  cached ??= readServerSettings(process.env);
  return cached;
}

export type { ServerSettings };
