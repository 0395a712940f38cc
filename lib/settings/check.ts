import { missingLaunchFacts } from "../launch/facts";
import { isEmbeddedInbox } from "./public";
import { isLoopbackHost, readPublicSettings, readServerSettings, type Env, type ServerSettings } from "./schema.mjs";

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
  return isEmbeddedInbox(enquiryEndpoint) && !server.SMTP_URL && !server.ENQUIRY_WEBHOOK_URL;
}

/** True when the origin is not this machine's: a name other than localhost (or *.localhost) and no loopback address. */
export function isPublicOrigin(siteUrl: string): boolean {
  return !isLoopbackHost(new URL(siteUrl).hostname);
}

/**
 * Whether the site may promise a reply time: the team is told of an enquiry (or a form service passes it
 * on), or nobody has acknowledged that nobody is told (a trial on this machine keeps the specified copy).
 */
export function promisesReply(
  server: Pick<ServerSettings, "SMTP_URL" | "ENQUIRY_WEBHOOK_URL" | "ENQUIRY_NOTIFY_NONE">,
  enquiryEndpoint: string,
): boolean {
  return !tellsNobody(server, enquiryEndpoint) || server.ENQUIRY_NOTIFY_NONE !== "acknowledged";
}

/**
 * The production server refuses to serve a public origin whose inbox tells nobody of an enquiry, unless
 * ENQUIRY_NOTIFY_NONE=acknowledged, in which case no page promises a reply time.
 */
export function startRefusal(env: Env): string | undefined {
  const { NEXT_PUBLIC_ENQUIRY_ENDPOINT } = readPublicSettings(env);
  const server = readServerSettings(env);
  if (env.NODE_ENV === "development" || !isPublicOrigin(server.siteUrl)) return undefined;
  if (!tellsNobody(server, NEXT_PUBLIC_ENQUIRY_ENDPOINT) || server.ENQUIRY_NOTIFY_NONE === "acknowledged")
    return undefined;
  return [
    `Refusing to serve ${server.siteUrl}: no notification channel is set, so nobody would be told of an enquiry`,
    "while the site promises a reply within 24 hours. Set SMTP_URL and ENQUIRY_NOTIFY_TO (email) and/or",
    "ENQUIRY_WEBHOOK_URL and ENQUIRY_WEBHOOK_SECRET (team chat or CRM webhook). To run without either,",
    "set ENQUIRY_NOTIFY_NONE=acknowledged: no page then promises a reply time.",
  ].join("\n");
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
      server.ENQUIRY_NOTIFY_NONE === "acknowledged"
        ? banner(
            "No notification channel is set and ENQUIRY_NOTIFY_NONE=acknowledged: each enquiry is stored in the",
            "inbox and nobody is told of it; the pages served promise no reply time. Read the inbox with",
            "`npm run enquiries -- list`.",
          )
        : banner(
            "No notification channel is set: each enquiry is stored in the inbox and nobody is told of it,",
            "while the site promises a reply within 24 hours. Set SMTP_URL and ENQUIRY_NOTIFY_TO (email)",
            "and/or ENQUIRY_WEBHOOK_URL and ENQUIRY_WEBHOOK_SECRET (team chat or CRM webhook).",
          ),
    );
  }
  if (phase === "serve") {
    const missing = missingLaunchFacts(undefined, {
      embeddedInbox: isEmbeddedInbox(NEXT_PUBLIC_ENQUIRY_ENDPOINT),
      clientOnStdout: server.ACCESS_LOG_STDOUT_CLIENT === "on",
      webhookNotices: Boolean(server.ENQUIRY_WEBHOOK_URL),
    });
    if (missing.length)
      warnings.push(
        banner(
          `${missing.length} ${missing.length === 1 ? "fact" : "facts"} only the agency can supply ${missing.length === 1 ? "is" : "are"} still empty in content/site.ts:`,
          ...missing.map((fact) => `  - ${fact}`),
          "`npm run launch-check` lists them; until they are filled in, the legal pages leave out what they would say, or state the rule the fact confirms.",
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
    const refusal = phase === "serve" ? startRefusal(env) : undefined;
    if (refusal) throw new Error(refusal);
    for (const warning of settingsWarnings(env, phase)) console.warn(warning);
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
