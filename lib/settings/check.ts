import { readPublicSettings, readServerSettings, type Env } from "./schema";

/**
 * Run by next.config.ts before every build and server start: an invalid variable stops it with a
 * message that names the variable; a production build without SITE_URL warns loudly.
 */
export function checkSettings(env: Env, phase: "build" | "serve"): void {
  try {
    readPublicSettings(env);
    const server = readServerSettings(env);
    if (phase === "build" && !server.SITE_URL && env.NODE_ENV !== "development") {
      console.warn(
        [
          "",
          "!".repeat(78),
          `!! SITE_URL is not set: canonical URLs, share cards and the sitemap will point at ${server.siteUrl}.`,
          "!! Set SITE_URL to the public origin (for example https://www.example.com) for a real deployment.",
          "!".repeat(78),
          "",
        ].join("\n"),
      );
    }
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
