import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ACCESS_LOG_RETENTION_DAYS, DEFAULT_ENQUIRY_RETENTION_DAYS } from "@/lib/settings/defaults.mjs";
import { MAX_LINKS } from "@/lib/server/inbox/spam-signals";
import { collectStrings } from "@/scripts/lib/shared-sentences";

/** The privacy policy as it would be prerendered by a build with these variables. */
async function privacyText(env: Record<string, string> = {}, supply?: (legal: Record<string, unknown>) => void) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { site } = await import("@/content/site");
  supply?.(site.legal as unknown as Record<string, unknown>);
  const { default: privacy } = await import("@/content/pages/legal/privacy");
  return collectStrings(privacy).join(" ");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the privacy policy states what the settings make the server do", () => {
  it("without log files, says the server records no IP address or user agent at all", async () => {
    const text = await privacyText();
    expect(text).toContain("It records neither your IP address nor your browser's user-agent string.");
    expect(text).not.toMatch(/log files it deletes/);
    expect(text).toContain(`deleted automatically ${DEFAULT_ENQUIRY_RETENTION_DAYS} days after it arrives`);
    expect(text).toMatch(/forgets each address 60 seconds after its first enquiry/);
  });

  it("says how the team hears of an enquiry: by the channels the settings turn on, else in the inbox", async () => {
    expect(await privacyText()).toContain(
      "When an enquiry arrives it is stored in our inbox, where the team reads it.",
    );
    const email = { SMTP_URL: "smtp://mail.example.com", ENQUIRY_NOTIFY_TO: "team@example.com" };
    expect(await privacyText(email)).toContain("When an enquiry arrives the team is told by email.");
    expect(await privacyText(email)).toContain("Once a day the team receives an email listing each held enquiry");
    const hook = { ENQUIRY_WEBHOOK_URL: "https://hooks.example.com/x", ENQUIRY_WEBHOOK_SECRET: "0123456789abcdef" };
    expect(await privacyText({ ...email, ...hook })).toContain(
      "When an enquiry arrives the team is told by email and by a message to our team chat or customer-relationship system.",
    );
    expect(await privacyText({ ...hook, SMTP_URL: "", ENQUIRY_NOTIFY_TO: "" })).toContain(
      "When an enquiry arrives the team is told by a message to our team chat or customer-relationship system.",
    );
  });

  it("with ACCESS_LOG_DIR, gives the files' retention and says stdout carries neither", async () => {
    const text = await privacyText({ ACCESS_LOG_DIR: "/var/log/lumora" });
    expect(text).toContain(
      `In log files it deletes after ${DEFAULT_ACCESS_LOG_RETENTION_DAYS} days, each line also records your IP address`,
    );
    expect(text).toContain("The copy our hosting provider keeps records neither.");
  });

  it("with ACCESS_LOG_STDOUT_CLIENT=on, says the hosting provider keeps them under its own terms", async () => {
    const text = await privacyText({ ACCESS_LOG_DIR: "/var/log/lumora", ACCESS_LOG_STDOUT_CLIENT: "on" });
    expect(text).toMatch(/goes to our hosting provider's log service, which keeps it under its own retention terms/);
    expect(text).not.toContain("records neither");
  });

  it("follows ACCESS_LOG_RETENTION_DAYS, ENQUIRY_RETENTION_DAYS and a switched-off rate limit", async () => {
    const text = await privacyText({
      ACCESS_LOG_DIR: "/var/log/lumora",
      ACCESS_LOG_RETENTION_DAYS: "30",
      ENQUIRY_RETENTION_DAYS: "365",
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "0",
    });
    expect(text).toContain("In log files it deletes after 30 days");
    expect(text).toContain("deleted automatically 365 days after it arrives");
    expect(text).not.toContain(`${DEFAULT_ACCESS_LOG_RETENTION_DAYS} days`);
    expect(text).not.toMatch(/forgets each address/);
  });

  it("says what happens to held enquiries: told at once, or near-certain spam in the daily digest", async () => {
    const text = await privacyText();
    expect(text).toMatch(
      /without a solved puzzle[^.]*is stored and marked as held, and the team is told of it at once/,
    );
    const words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    expect(text).toContain(`more than ${words[MAX_LINKS]} links or the same text as an enquiry in the last hour`);
    expect(text, "no email configured: no digest to promise").toContain(
      "It waits in our inbox, where the team reviews held enquiries and releases or deletes each one.",
    );
    expect(text).not.toMatch(/Once a day|nobody is notified/);
    const withEmail = await privacyText({ SMTP_URL: "smtp://mail.example.com", ENQUIRY_NOTIFY_TO: "team@example.com" });
    expect(withEmail).toMatch(/Once a day the team receives an email listing each held enquiry's name, email address/);
  });
});

describe("the privacy policy of a static build, whose forms post to an external service", () => {
  it("makes no claim about the embedded inbox, its retention, spam hold or rate limit", async () => {
    const text = await privacyText({ NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" });
    expect(text).toContain("form-collection provider");
    expect(text).not.toMatch(
      /database on our own server|deleted automatically|marked as held|forgets each address|log files it deletes/,
    );
  });
});
