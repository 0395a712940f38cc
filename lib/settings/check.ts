import { readPublicSettings, readServerSettings, type Env, type ServerSettings } from "./schema";

/** A warning framed in a row of "!" above and below, so it stands out in build and start-up output. */
const banner = (...lines: string[]) =>
  ["", "!".repeat(78), ...lines.map((line) => `!! ${line}`), "!".repeat(78), ""].join("\n");

/**
 * True when the form posts to the built-in inbox and neither email nor a webhook is set, so nobody is told
 * of an enquiry (the schema makes SMTP_URL and ENQUIRY_NOTIFY_TO, and the webhook URL and its secret, come
 * in pairs).
 */
export function tellsNobody(
  server: Pick<ServerSettings, "SMTP_URL" | "ENQUIRY_WEBHOOK_URL">,
  enquiryEndpoint: string,
): boolean {
  return enquiryEndpoint.startsWith("/") && !server.SMTP_URL && !server.ENQUIRY_WEBHOOK_URL;
}

/**
 * The loud warnings for settings that are valid but leave the site short of what it says: throws, naming
 * the variable, when a setting is invalid.
 */
export function settingsWarnings(env: Env, phase: "build" | "serve"): string[] {
  const { NEXT_PUBLIC_ENQUIRY_ENDPOINT } = readPublicSettings(env);
  const server = readServerSettings(env);
  const warnings: string[] = [];
  if (env.NODE_ENV === "development") return warnings;
  if (phase === "build" && !server.SITE_URL) {
    warnings.push(
      banner(
        `SITE_URL is not set: canonical URLs, share cards and the sitemap will point at ${server.siteUrl}.`,
        "Set SITE_URL to the public origin (for example https://www.example.com) for a real deployment.",
      ),
    );
  }
  if (tellsNobody(server, NEXT_PUBLIC_ENQUIRY_ENDPOINT)) {
    warnings.push(
      banner(
        "No notification channel is set: each enquiry is stored in the inbox and nobody is told of it,",
        "while the site promises a reply within 24 hours. Set SMTP_URL and ENQUIRY_NOTIFY_TO (email)",
        "and/or ENQUIRY_WEBHOOK_URL and ENQUIRY_WEBHOOK_SECRET (team chat or CRM webhook).",
      ),
    );
  }
  return warnings;
}

/**
 * Run by next.config.ts before every build and server start: an invalid variable stops it with a
 * message that names the variable; a production build without SITE_URL, and a build or start whose
 * embedded inbox tells nobody of an enquiry, warn loudly.
 */
export function checkSettings(env: Env, phase: "build" | "serve"): void {
  try {
    for (const warning of settingsWarnings(env, phase)) console.warn(warning);
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
