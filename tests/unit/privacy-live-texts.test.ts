import { describe, expect, it } from "vitest";
import { liveTexts } from "@/content/live";
import { longestEnquiryDays, privacyTexts } from "@/content/live/privacy";
import { site } from "@/content/site";
import type { OperationalFacts } from "@/lib/settings/operational-facts";
import { MAX_PARAGRAPH_WORDS } from "@/scripts/lib/copy-checks/rules/length";
import { wordCount } from "@/scripts/lib/copy-checks/text";

const DAY_MS = 86_400_000;
const base: OperationalFacts = {
  embeddedInbox: true,
  accessLogFiles: false,
  clientOnStdout: false,
  accessLogDays: 14,
  database: "sqlite",
  enquiryRetentionDays: 730,
  emailNotices: false,
  smtpEncrypted: true,
  webhookHttps: true,
  webhookNotices: false,
  proofOfWork: false,
  rateLimited: true,
  rateLimitWindowSeconds: 60,
  heldNoticesAtOnce: false,
  backupRetentionDays: 28,
  behindProxy: false,
  promisesReply: false,
};
const switches = [
  "embeddedInbox",
  "accessLogFiles",
  "clientOnStdout",
  "emailNotices",
  "smtpEncrypted",
  "webhookNotices",
  "webhookHttps",
  "proofOfWork",
  "rateLimited",
  "heldNoticesAtOnce",
  "behindProxy",
  "promisesReply",
] as const;

/** Every combination of the settings that change the policy's wording, on SQLite and on PostgreSQL. */
function* everyFacts(): Generator<OperationalFacts> {
  for (let bits = 0; bits < 2 ** switches.length; bits++)
    for (const database of ["sqlite", "postgres"] as const) {
      const facts: OperationalFacts = { ...base, database };
      switches.forEach((name, i) => (facts[name] = Boolean(bits & (1 << i))));
      yield facts;
    }
}

/** Live paragraphs (the privacy policy's, and the other pages' live text) over the house limit under any combination of settings. */
function overLimit(): string[] {
  const over = new Set<string>();
  for (const facts of everyFacts())
    for (const [slot, text] of Object.entries(liveTexts(facts)))
      if (wordCount(text) > MAX_PARAGRAPH_WORDS) over.add(`${slot} (${wordCount(text)} words): ${text}`);
  return [...over];
}

/** Every launch fact the live paragraphs name, filled in as an operator would (longest plausible values). */
const launchFacts = {
  hostingRegion: "the European Union (Frankfurt, Germany)",
  providerLogRetention: "30 days",
  pdplLogGround: "the ground our counsel has confirmed",
  proxyLogRetention: "14 days",
  proxyOperator: "Cloudflare, Inc.",
  webhookSystem: "customer-relationship system on HubSpot",
  backupSchedule: "hourly, from cron on the server",
  formProviderBackupRetention: "35 days",
  transferSafeguards:
    "Our EU host and we have signed the European Commission's standard contractual clauses (module 4, processor to controller), with the UK Addendum for UK data.",
};

describe("the privacy policy's live paragraphs under every production setting", () => {
  it(`stay within ${MAX_PARAGRAPH_WORDS} words, which content:check enforces only for the build's own settings`, () => {
    expect(overLimit()).toEqual([]);
  });

  it(`stay within ${MAX_PARAGRAPH_WORDS} words once the operator has supplied every launch fact`, () => {
    const before = { ...site.legal };
    Object.assign(site.legal, launchFacts);
    try {
      expect(overLimit()).toEqual([]);
    } finally {
      Object.assign(site.legal, before);
    }
  });

  it("are never empty, so every configuration fills the same slots", () => {
    for (const facts of everyFacts())
      for (const text of Object.values(privacyTexts(facts))) expect(text.length).toBeGreaterThanOrEqual(40);
  });
});

describe("the longest an enquiry exists, backups included", () => {
  /**
   * The worst case over the phases of the daily purge (it deletes enquiries created before now minus the
   * retention, lib/server/inbox/data-rights.ts) and of a daily backup run (it deletes backups whose data is
   * more than the backup retention old, lib/server/inbox/backup.ts), an enquiry arriving at time 0.
   */
  function worstLifeMs(retentionDays: number, backupDays: number, step = DAY_MS / 24) {
    let worst = 0;
    for (let purgePhase = step; purgePhase <= DAY_MS; purgePhase += step)
      for (let backupPhase = 0; backupPhase < DAY_MS; backupPhase += step) {
        let purgedAt = purgePhase;
        while (!(0 < purgedAt - retentionDays * DAY_MS)) purgedAt += DAY_MS;
        // The last backup taken before the purge holds the enquiry; daily runs delete it once it is too old.
        const lastBackup = backupPhase + Math.floor((purgedAt - 1 - backupPhase) / DAY_MS) * DAY_MS;
        let deletedAt = lastBackup + DAY_MS;
        while (!(deletedAt - lastBackup > backupDays * DAY_MS)) deletedAt += DAY_MS;
        worst = Math.max(worst, deletedAt);
      }
    return worst;
  }

  it("is the figure the policy states, and no day shorter than the purge and backup schedule allow", () => {
    for (const [enquiryRetentionDays, backupRetentionDays] of [
      [730, 28],
      [90, 7],
      [365, 1],
    ] as const) {
      const stated = longestEnquiryDays({ enquiryRetentionDays, backupRetentionDays });
      const worst = worstLifeMs(enquiryRetentionDays, backupRetentionDays);
      expect(worst).toBeLessThanOrEqual(stated * DAY_MS);
      expect(worst).toBeGreaterThan((stated - 1) * DAY_MS);
      expect(privacyTexts({ ...base, enquiryRetentionDays, backupRetentionDays })["privacy.backups"]).toContain(
        `an enquiry can remain up to ${enquiryRetentionDays + 1} days in the database and ${backupRetentionDays + 1} more in its last backup: ${stated} days at most.`,
      );
    }
    expect(longestEnquiryDays({ enquiryRetentionDays: 730, backupRetentionDays: 28 })).toBe(760);
  });
});

describe("the processors the policy names", () => {
  it("include a separate PostgreSQL provider only when the inbox is PostgreSQL", () => {
    const provider = "any separate PostgreSQL provider";
    expect(privacyTexts({ ...base, database: "postgres" })["privacy.processors"]).toContain(provider);
    expect(privacyTexts(base)["privacy.processors"]).not.toContain(provider);
    expect(privacyTexts({ ...base, database: "postgres", embeddedInbox: false })["privacy.processors"]).not.toContain(
      provider,
    );
  });
});

describe("the privacy policy's security paragraph", () => {
  it("states the transport the notification channels enforce, and only for the channels that are set", () => {
    const security = (facts: Partial<OperationalFacts>) => privacyTexts({ ...base, ...facts })["privacy.security"];
    expect(security({ emailNotices: true })).toContain(
      "Notification emails leave our server only over an encrypted connection.",
    );
    expect(security({ emailNotices: true, smtpEncrypted: false })).not.toContain("encrypted connection");
    expect(security({ webhookNotices: true })).toContain(
      "travel only over HTTPS, signed so that they can be checked as ours.",
    );
    expect(security({ webhookNotices: true, webhookHttps: false })).not.toContain("HTTPS");
    expect(security({})).not.toMatch(/encrypted|HTTPS/);
  });
});

describe("the transport facts the security paragraph relies on", () => {
  it("claim encryption only where the server enforces it: not for a relay or receiver on this machine", async () => {
    const { operationalFacts } = await import("@/lib/settings/operational-facts");
    const { environmentSettings } = await import("@/lib/settings/environment");
    const settings = environmentSettings();
    const facts = (overrides: Record<string, string | undefined>) =>
      operationalFacts({ ...settings, ...overrides } as typeof settings);
    expect(facts({ SMTP_URL: "smtp://mail.example.com:587" }).smtpEncrypted).toBe(true);
    expect(facts({ SMTP_URL: "smtp://127.0.0.1:25" }).smtpEncrypted).toBe(false);
    expect(facts({ SMTP_URL: "smtp://mail.example.com:587", SMTP_ALLOW_PLAINTEXT: "on" }).smtpEncrypted).toBe(false);
    expect(facts({ ENQUIRY_WEBHOOK_URL: "https://hooks.example.com/x" }).webhookHttps).toBe(true);
    expect(facts({ ENQUIRY_WEBHOOK_URL: "http://127.0.0.1:9000/hook" }).webhookHttps).toBe(false);
  });
});
