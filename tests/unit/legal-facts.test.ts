import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ACCESS_LOG_RETENTION_DAYS, DEFAULT_ENQUIRY_RETENTION_DAYS } from "@/lib/settings/defaults.mjs";
import { MAX_LINKS } from "@/lib/server/inbox/spam-signals";
import { collectStrings } from "@/scripts/lib/shared-sentences";

const legalPages = {
  privacy: () => import("@/content/pages/legal/privacy"),
  cookies: () => import("@/content/pages/legal/cookies"),
  accessibility: () => import("@/content/pages/legal/accessibility"),
};

/**
 * A legal page's text as it would be prerendered by a build with these variables (and no others stubbed);
 * `supply` fills in site.legal before the page reads it.
 */
async function legalText(
  page: keyof typeof legalPages,
  env: Record<string, string> = {},
  supply?: (legal: Record<string, unknown>) => void,
) {
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { site } = await import("@/content/site");
  supply?.(site.legal as unknown as Record<string, unknown>);
  return collectStrings((await legalPages[page]()).default).join(" ");
}

const privacyText = (env?: Record<string, string>, supply?: (legal: Record<string, unknown>) => void) =>
  legalText("privacy", env, supply);
const cookiesText = (env?: Record<string, string>) => legalText("cookies", env);
const accessibilityText = (env?: Record<string, string>) => legalText("accessibility", env);

const email = { SMTP_URL: "smtp://mail.example.com", ENQUIRY_NOTIFY_TO: "team@example.com" };
const hook = { ENQUIRY_WEBHOOK_URL: "https://hooks.example.com/x", ENQUIRY_WEBHOOK_SECRET: "0123456789abcdef" };

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
    expect(await privacyText(email)).toContain("When an enquiry arrives the team is told by email.");
    expect(await privacyText(email)).toContain("Once a day the team receives an email listing each held enquiry");
    expect(await privacyText({ ...email, ...hook })).toContain(
      "When an enquiry arrives the team is told by email and by a message to our team chat or customer-relationship system.",
    );
    expect(await privacyText({ ...hook, SMTP_URL: "", ENQUIRY_NOTIFY_TO: "" })).toContain(
      "When an enquiry arrives the team is told by a message to our team chat or customer-relationship system.",
    );
  });

  it("names who can read an enquiry and the form limit only as the settings make them so", async () => {
    const plain = await privacyText();
    expect(plain).toContain("They can be read by the staff who run the server.");
    expect(plain, "the log holds no address: only the form limit needs a basis").toContain(
      "The per-address form limit rests on our legitimate interest in keeping the form free of abuse.",
    );
    expect(plain).not.toMatch(/Access logs (and|rest)/);
    expect(await privacyText({ ...email, ...hook })).toContain(
      "They can be read by the team members who receive the notification emails, the team members in the chat or customer-relationship system they are posted to and the staff who run the server.",
    );
    const unlimited = await privacyText({ ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
    expect(unlimited).not.toMatch(/form limit|Access logs|keeping the site secure/);
    const logged = await privacyText({ ACCESS_LOG_DIR: "/var/log/lumora" });
    expect(logged).toContain("Access logs and the per-address form limit rest on our legitimate interest");
    const loggedUnlimited = await privacyText({ ACCESS_LOG_STDOUT_CLIENT: "on", ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
    expect(loggedUnlimited).toContain("Access logs rest on our legitimate interest");
    expect(loggedUnlimited).not.toMatch(/form limit/);
  });

  it("names the access log as a source of personal data only when it records IP addresses", async () => {
    const logSource =
      "We hold personal data from two sources: the enquiry form, if you choose to send it, and the web server's access log.";
    const plain = await privacyText();
    expect(plain, "no ACCESS_LOG_DIR, no client on stdout: the log holds no address").not.toContain(logSource);
    expect(plain).toContain(
      "We hold personal data only if you choose to send the enquiry form: what you enter in it and, briefly, the IP address it came from.",
    );
    expect(plain).toContain("It records neither your IP address nor your browser's user-agent string.");
    const unlimited = await privacyText({ ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
    expect(unlimited).toContain("We hold personal data only if you choose to send the enquiry form.");
    expect(unlimited).not.toMatch(/IP address it came from|access log\./);
    const withAddresses: Record<string, string>[] = [
      { ACCESS_LOG_DIR: "/var/log/lumora" },
      { ACCESS_LOG_STDOUT_CLIENT: "on" },
      { NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" },
    ];
    for (const env of withAddresses) {
      const text = await privacyText(env);
      expect(text).toContain(logSource);
      expect(text).not.toMatch(/only if you choose to send/);
    }
  });

  it("mentions copies in notification emails and chat messages only for the channels that are on", async () => {
    const none = await privacyText();
    expect(none, "no SMTP_URL, no ENQUIRY_WEBHOOK_URL: no copies elsewhere").not.toMatch(
      /notification emails|chat messages|Copies (in|posted)|record of the notifications/,
    );
    expect(none).toContain(
      `Each enquiry is deleted automatically ${DEFAULT_ENQUIRY_RETENTION_DAYS} days after it arrives.`,
    );
    const byEmail = await privacyText(email);
    expect(byEmail).toContain(
      "Copies in notification emails stay in our mailboxes until we delete them; a request to erase your data covers them too.",
    );
    expect(byEmail).not.toMatch(/chat messages|Copies posted/);
    const byHook = await privacyText(hook);
    expect(byHook).toContain(
      "Copies posted to the chat or customer-relationship system stay there until we delete them; a request to erase your data covers them too.",
    );
    expect(byHook).not.toMatch(/Copies in notification emails/);
    const both = await privacyText({ ...email, ...hook });
    expect(both).toContain(
      "Copies in notification emails and chat messages stay in those systems until we delete them; a request to erase your data covers them too.",
    );
    for (const text of [byEmail, byHook, both]) {
      expect(text).toContain(
        "Each enquiry, with the record of the notifications sent about it, is deleted automatically",
      );
    }
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
    expect(text).toContain(
      "An enquiry sent without a solved puzzle (for example from a browser with JavaScript switched off) is stored in our inbox marked as held, for the team to release or delete.",
    );
    const words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    expect(text).toContain(`more than ${words[MAX_LINKS]} links or the same text as an enquiry in the last hour`);
    expect(text, "no email configured: no digest to promise").toContain(
      "It waits in our inbox, where the team reviews held enquiries and releases or deletes each one.",
    );
    expect(text).not.toMatch(/Once a day|nobody is notified/);
    const withEmail = await privacyText(email);
    expect(withEmail).toMatch(/Once a day the team receives an email listing each held enquiry's name, email address/);
  });

  it("says the team is told of an enquiry held for its puzzle at once only when a notice channel is set", async () => {
    const toldAtOnce = /without a solved puzzle[^.]*is stored and marked as held, and the team is told of it at once/;
    const none = await privacyText();
    expect(none, "no SMTP_URL, no ENQUIRY_WEBHOOK_URL: nobody is told").not.toMatch(toldAtOnce);
    expect(none).not.toMatch(/told of it at once|A released enquiry is passed on/);
    expect(none).toContain("is stored in our inbox marked as held, for the team to release or delete.");
    for (const channel of [email, hook]) {
      const text = await privacyText(channel);
      expect(text).toMatch(toldAtOnce);
      expect(text).toContain("with a link to release or delete it. A released enquiry is passed on like any other.");
      expect(text).not.toContain("is stored in our inbox marked as held");
    }
  });

  it("with ENQUIRY_PROOF_OF_WORK=off, promises no puzzle and holds only near-certain spam", async () => {
    const on = await privacyText({ ENQUIRY_PROOF_OF_WORK: "on" });
    expect(on).toContain(
      "Before the form is sent, your browser solves a small proof-of-work puzzle on your own device.",
    );
    expect(on).toMatch(/An enquiry sent without a solved puzzle/);
    for (const env of [{}, email]) {
      const off = await privacyText({ ...env, ENQUIRY_PROOF_OF_WORK: "off" });
      expect(off).not.toMatch(/puzzle|proof-of-work/);
      expect(off).toContain(
        "A submission that fills in a hidden field meant only for bots is discarded without being stored.",
      );
      expect(off).toMatch(
        /An enquiry that looks like near-certain spam, with more than \w+ links[^.]* is stored and held/,
      );
    }
  });
});

describe("the privacy policy says where enquiries and their backups are kept", () => {
  it("names the store DATABASE_URL selects: a SQLite file on the server, or PostgreSQL perhaps run by the host", async () => {
    const sqlite = await privacyText();
    expect(sqlite).toContain(
      "Enquiries are kept in a database file on our own server, with no third-party form service",
    );
    expect(sqlite).not.toMatch(/PostgreSQL/);
    const postgres = await privacyText({ DATABASE_URL: "postgres://db.example.net/lumora" });
    expect(postgres).toContain(
      "Enquiries are kept in our PostgreSQL database, run by our hosting provider or on our own server, with no third-party form service",
    );
    expect(postgres).not.toMatch(/database file/);
  });

  it("gives backups the retention each backup run enforces, ENQUIRY_RETENTION_DAYS", async () => {
    const backups = (days: number) =>
      `Each backup run deletes the backups it finds beside the new one once they are older than ${days} days`;
    expect(await privacyText()).toContain(backups(DEFAULT_ENQUIRY_RETENTION_DAYS));
    expect(await privacyText({ ENQUIRY_RETENTION_DAYS: "90" })).toContain(backups(90));
    expect(await privacyText()).not.toMatch(/until the backup itself is deleted/);
  });
});

describe("the accessibility statement", () => {
  it("says the form works without JavaScript only when it posts to this server's own inbox", async () => {
    const embedded = await accessibilityText();
    expect(embedded).toContain("The menu, the FAQ and the form also work with JavaScript switched off.");
    const external = await accessibilityText({ NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" });
    expect(external).toContain("The menu and the FAQ also work with JavaScript switched off.");
    expect(external).not.toMatch(/the form also works?|form also work with JavaScript/);
  });
});

describe("the cookie policy states what the settings make the form do", () => {
  it("credits a spam check in the browser only when the form solves a proof of work", async () => {
    const check = "even the spam check on our enquiry form runs in your browser";
    expect(await cookiesText({ ENQUIRY_PROOF_OF_WORK: "on" })).toContain(check);
    const offOrStatic: Record<string, string>[] = [
      { ENQUIRY_PROOF_OF_WORK: "off" },
      { NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" },
    ];
    for (const env of offOrStatic) {
      const text = await cookiesText(env);
      expect(text).not.toContain("spam check");
      expect(text).toContain("This site uses none of them, and our enquiry form stores nothing on your device.");
    }
  });
});

describe("the terms of service", () => {
  it("bound free defect correction by the acceptance period", async () => {
    const { default: terms } = await import("@/content/pages/legal/terms");
    const text = collectStrings(terms).join(" ");
    expect(text).toContain(
      "We correct at no extra cost any defect, measured against those criteria, that the client reports within that period.",
    );
    expect(text).not.toMatch(/any defect measured against those criteria\./);
  });
});

describe("the privacy policy of a static build, whose forms post to an external service", () => {
  it("makes no claim about the embedded inbox, its retention, spam hold or rate limit", async () => {
    const text = await privacyText({ NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" });
    expect(text).toContain("form-collection provider");
    expect(text).not.toMatch(
      /our own server|PostgreSQL|Backups|deleted automatically|marked as held|forgets each address|log files it deletes/,
    );
  });

  it("lists the form-collection provider among the processors, which the built-in inbox does not need", async () => {
    const processors = /Our hosting provider, our form-collection provider, our email provider/;
    expect(await privacyText({ NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" })).toMatch(
      processors,
    );
    expect(await privacyText()).not.toMatch(processors);
  });
});
