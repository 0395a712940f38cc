import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_ACCESS_LOG_RETENTION_DAYS,
  DEFAULT_BACKUP_RETENTION_DAYS,
  DEFAULT_ENQUIRY_RETENTION_DAYS,
} from "@/lib/settings/defaults.mjs";
import { MAX_LINKS } from "@/lib/server/inbox/spam-signals";
import { collectStrings } from "@/scripts/lib/shared-sentences";
import { missingLaunchFacts } from "@/lib/launch/facts";
import { period } from "@/content/live/privacy";
import { MAX_PARAGRAPH_WORDS } from "@/scripts/lib/copy-checks/rules/length";
import { wordCount } from "@/scripts/lib/copy-checks/text";

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
    expect(text).not.toMatch(/log files, kept for/);
    expect(text).toContain(`deletes each enquiry once it is two years (${DEFAULT_ENQUIRY_RETENTION_DAYS} days) old`);
    expect(text).toMatch(/forgets each address 60 seconds after its first submission/);
  });

  it("behind an HTTPS proxy, says the server's own log holds no IP address but the proxy's does", async () => {
    const text = await privacyText({ SITE_URL: "https://lumora.example" });
    expect(text).toContain(
      "Unlike the proxy's logs, these record neither your IP address nor your browser's user-agent string.",
    );
    expect(text).toMatch(
      /Requests reach our server through a reverse proxy, [^.]*logs each request with your IP address/,
    );
    expect(text).not.toContain("It records neither");
  });

  it("says how the team hears of an enquiry: by the channels the settings turn on, else in the inbox", async () => {
    expect(await privacyText()).toContain(
      "When an enquiry arrives, it is stored in our enquiry database, where the team reads it; no email or message about it leaves our server.",
    );
    expect(await privacyText(email)).toContain(
      "Each enquiry that passes our spam checks is sent to the team by email as soon as it arrives.",
    );
    expect(await privacyText(email)).toContain(
      "Once a day, if enquiries have been held since the last digest, the team gets an email that lists each new one with the sender's details and the start of the message.",
    );
    expect(await privacyText({ ...hook, ENQUIRY_DIGEST_HOUR: "6" })).toContain(
      "Once a day, if enquiries have been held since the last digest, the team gets a message in our chat or customer-relationship tool that lists each new one",
    );
    expect(await privacyText({ ...email, ...hook })).toContain(
      "Each enquiry that passes our spam checks is sent to the team by email and posted to our team chat or customer-relationship tool as soon as it arrives.",
    );
    expect(await privacyText({ ...hook, SMTP_URL: "", ENQUIRY_NOTIFY_TO: "" })).toContain(
      "Each enquiry that passes our spam checks is posted to our team chat or customer-relationship tool as soon as it arrives.",
    );
  });

  it("names who can read an enquiry and the form limit only as the settings make them so", async () => {
    const plain = await privacyText();
    expect(plain).toContain("Within our team, only those with access to the server can read them.");
    expect(plain, "file permissions, a separate claim from who reads enquiries").toContain(
      "File permissions let only the server's own account open the database file and the backups written on the server.",
    );
    expect(await privacyText({ ACCESS_LOG_DIR: "/var/log/lumora" })).toContain(
      "let only the server's own account open the database file, the backups written on the server and the access-log files.",
    );
    expect(plain, "the log holds no address: only the form limit needs a basis").toContain(
      "The per-address form limit rests, under the GDPR, on our legitimate interest in keeping the form free of abuse, and is used for nothing else.",
    );
    expect(plain).not.toMatch(/access logs (and|rest)/i);
    expect(await privacyText({ ...email, ...hook })).toContain(
      "Within our team, only those with access to the server, or who receive notifications, can read them.",
    );
    const unlimited = await privacyText({ ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
    expect(unlimited).not.toMatch(/form limit|access logs|keeping the site secure/i);
    const logged = await privacyText({ ACCESS_LOG_DIR: "/var/log/lumora" });
    expect(logged).toContain(
      "Access logs and the per-address form limit rest, under the GDPR, on our legitimate interest in keeping the site secure and the form free of abuse, and are used for nothing else.",
    );
    const loggedUnlimited = await privacyText({ ACCESS_LOG_STDOUT_CLIENT: "on", ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
    expect(loggedUnlimited).toContain(
      "Access logs rest, under the GDPR, on our legitimate interest in keeping the site secure, and are used for nothing else.",
    );
    expect(loggedUnlimited).not.toMatch(/form limit/);
  });

  it("names the request logs as a source of personal data only when they record IP addresses", async () => {
    const logSource =
      "We collect personal data from what you send us, through the enquiry form or by email, and from the logs of requests to the site.";
    const plain = await privacyText();
    expect(plain, "no ACCESS_LOG_DIR, no client on stdout: the log holds no address").not.toContain(logSource);
    expect(plain).toContain(
      "We collect personal data only if you write to us, through the enquiry form or by email: what you send, and the IP address a form enquiry came from (see below).",
    );
    expect(plain).toContain("It records neither your IP address nor your browser's user-agent string.");
    const unlimited = await privacyText({ ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
    expect(unlimited).toContain(
      "We collect personal data only if you write to us, through the enquiry form or by email.",
    );
    expect(unlimited).not.toMatch(/IP address it came from|access log\./);
    const withAddresses: Record<string, string>[] = [
      { ACCESS_LOG_DIR: "/var/log/lumora" },
      { ACCESS_LOG_STDOUT_CLIENT: "on" },
      { NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" },
      // Served over HTTPS: the proxy in front logs every visitor's IP address.
      { SITE_URL: "https://www.lumora.example", ...email },
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
      /notification and digest emails|customer-relationship tool|record of notifications/,
    );
    expect(none).toContain(
      `A daily purge deletes each enquiry once it is ${period(DEFAULT_ENQUIRY_RETENTION_DAYS)} old, long enough to pick up an enquiry that waits for next year's budget.`,
    );
    expect(none).toContain(
      "No email or chat message copies an enquiry; the purge and the expiry of backups remove it.",
    );
    const byHand =
      " by hand: by the time the purge deletes the enquiry, or within one month of a request to erase your data if that comes first.";
    expect(await privacyText(email)).toContain(`We delete the copies in notification and digest emails${byHand}`);
    expect(await privacyText(hook)).toContain(
      `We delete the copies in our chat or customer-relationship tool${byHand}`,
    );
    const both = await privacyText({ ...email, ...hook });
    expect(both).toContain(
      `We delete the copies in notification and digest emails and in our chat or customer-relationship tool${byHand}`,
    );
    expect(both).toContain("A daily purge deletes each enquiry and its record of notifications once it is");
  });

  it("with ACCESS_LOG_DIR, gives the files' retention and says stdout carries neither", async () => {
    const text = await privacyText({ ACCESS_LOG_DIR: "/var/log/lumora" });
    expect(text).toContain(
      `In its own log files, kept for ${DEFAULT_ACCESS_LOG_RETENTION_DAYS} days after the day they cover, each line also records your IP address`,
    );
    expect(text).toContain("The copy sent to our hosting provider's log service contains neither.");
  });

  it("with ACCESS_LOG_STDOUT_CLIENT=on, says the hosting provider's log service keeps them as our agreement with it allows", async () => {
    const text = await privacyText({ ACCESS_LOG_DIR: "/var/log/lumora", ACCESS_LOG_STDOUT_CLIENT: "on" });
    expect(text).toMatch(
      /user-agent string, in our log files for 14 days after the day they cover and in our hosting provider's log service for the period set in our agreement with it, which we will tell you on request\./,
    );
    expect(text).not.toContain("records neither");
    const stdoutOnly = await privacyText({ ACCESS_LOG_STDOUT_CLIENT: "on" });
    expect(stdoutOnly, "no log files: nothing for 'both' to refer to").toContain(
      "log service gets a copy of each line, with your IP address and browser's user-agent string, and keeps it for the period set in our agreement with it, which we will tell you on request",
    );
  });

  it("follows ACCESS_LOG_RETENTION_DAYS, ENQUIRY_RETENTION_DAYS and a switched-off rate limit", async () => {
    const text = await privacyText({
      ACCESS_LOG_DIR: "/var/log/lumora",
      ACCESS_LOG_RETENTION_DAYS: "30",
      ENQUIRY_RETENTION_DAYS: "365",
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "0",
    });
    expect(text).toContain("log files, kept for 30 days after the day they cover");
    expect(text).toContain("deletes each enquiry once it is one year (365 days) old");
    expect(text).not.toContain(`${DEFAULT_ACCESS_LOG_RETENTION_DAYS} days`);
    expect(text).not.toMatch(/forgets each address/);
  });

  it("says what happens to held enquiries, by the agreed policy, with no threshold or field name", async () => {
    const none = await privacyText();
    expect(none).toContain(
      "An enquiry sent without a valid puzzle solution (JavaScript switched off or a device too slow to solve it in time) is stored and marked as held, as is any enquiry with signs of near-certain spam.",
    );
    expect(none, "no channel: no digest to promise").toContain(
      "A held enquiry waits until someone on the team releases or deletes it.",
    );
    expect(none).not.toMatch(/digest|gets a copy of each at once/);
    for (const channel of [email, hook]) {
      const text = await privacyText(channel);
      expect(text).toContain(
        "are stored and marked as held. Until an hourly cap is reached, the team gets a copy of each at once, with a link to release or delete it;",
      );
      expect(text, "the digest lists every held enquiry, spam included").toContain(
        "the rest, and any near-certain spam, wait for the daily digest.",
      );
    }
    const digestOnly = await privacyText({ ...email, ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR: "0" });
    expect(digestOnly, "a budget of 0 notifies no held enquiry at once").toContain(
      "are stored and marked as held, and so is any enquiry with signs of near-certain spam. The team hears of them in the daily digest.",
    );
    expect(digestOnly).not.toMatch(/gets a copy of each at once/);
    for (const text of [none, await privacyText(email)]) {
      expect(text).toContain(
        "signs of near-certain spam, such as many links or a message repeated from a recent enquiry",
      );
      expect(text, "thresholds and the hidden field's name are never published").not.toMatch(
        new RegExp(`\\b(${MAX_LINKS}|eight) links|last hour|\\bwebsite\\b field|"website"`, "i"),
      );
      expect(text).toContain("If you think yours was held by mistake, email us to have it checked.");
      expect(text).not.toMatch(/make no automated decisions/);
    }
  });

  it("with ENQUIRY_PROOF_OF_WORK=off, promises no puzzle and holds only near-certain spam", async () => {
    const on = await privacyText({ ENQUIRY_PROOF_OF_WORK: "on" });
    expect(on).toContain("It checks the proof-of-work puzzle your browser solves on your device");
    for (const env of [{}, email]) {
      const off = await privacyText({ ...env, ENQUIRY_PROOF_OF_WORK: "off" });
      expect(off).not.toMatch(/puzzle|proof-of-work/);
      expect(off).toContain("A submission that fills in a field people cannot see is never stored.");
      expect(off).toMatch(
        /An enquiry with signs of near-certain spam is stored(, marked as held and listed in the daily digest| and marked as held)/,
      );
      expect(off).not.toContain("in the same way");
    }
  });

  it("describes the reverse proxy or CDN and its logs when the site is served over HTTPS, whoever runs it", async () => {
    const proxy = /Requests reach our server through a reverse proxy, [^.]*logs each request with your IP address/;
    const https = await privacyText({ SITE_URL: "https://www.lumora.example", ...email });
    expect(https).toMatch(proxy);
    expect(https, "TLS ends at whatever proxy is in front").toContain(
      "Your browser sends an enquiry over HTTPS to the proxy described above, which passes it to our server; the server",
    );
    expect(https, "our own nginx is no processor; another company's proxy is").toContain(
      "Requests reach our server through a reverse proxy, which handles the encrypted connection and logs each request with your IP address and browser's user-agent string. We use those logs only to investigate attacks; ask us who keeps them and for how long.",
    );
    expect(https).toContain(
      "our hosting provider, any company running our reverse proxy or content delivery network, the company that stores our off-site backups",
    );
    expect(https, "no party named that may not exist").not.toMatch(/hosting provider's (reverse )?proxy/);
    const filled = await privacyText({ SITE_URL: "https://www.lumora.example", ...email }, (legal) =>
      Object.assign(legal, { proxyLogRetention: "14 days" }),
    );
    expect(filled).toContain("We use those logs only to investigate attacks, and they are deleted after 14 days.");
    const company = await privacyText({ SITE_URL: "https://www.lumora.example", ...email }, (legal) =>
      Object.assign(legal, { proxyOperator: "Cloudflare, Inc." }),
    );
    expect(company, "legal.proxyOperator names the company and drops the hedge").toContain(
      "Cloudflare, Inc. runs a reverse proxy in front of our server and keeps its logs for us. The proxy handles the encrypted connection and logs each request with your IP address and browser's user-agent string. We use those logs only to investigate attacks; ask us how long they are kept.",
    );
    expect(company).toContain(
      "Cloudflare, Inc., which runs our reverse proxy; the company that stores our off-site backups",
    );
    expect(company).not.toMatch(
      /who keeps them and for how long|any company running our reverse proxy or content delivery network/,
    );
    const own = await privacyText({ SITE_URL: "https://www.lumora.example", ...email }, (legal) =>
      Object.assign(legal, { proxyOperator: "us" }),
    );
    expect(own).toContain(
      "Requests pass through a reverse proxy we run in front of the server. It handles the encrypted connection and logs each request with your IP address and browser's user-agent string.",
    );
    expect(own, "our own proxy is no processor").not.toMatch(
      /runs our reverse proxy|any company running our reverse proxy or content delivery network/,
    );
    expect(missingLaunchFacts().some((fact) => fact.startsWith("legal.proxyOperator"))).toBe(true);
    const plain = await privacyText();
    expect(plain).not.toMatch(proxy);
    expect(plain).not.toMatch(/any company running our reverse proxy or content delivery network/);
    expect(plain, "an http origin: no HTTPS claim").not.toMatch(/over HTTPS/);
  });
});

describe("the privacy policy says where enquiries and their backups are kept", () => {
  it("names the store DATABASE_URL selects: a SQLite file on the server, or PostgreSQL perhaps run by the host", async () => {
    const sqlite = await privacyText();
    expect(sqlite).toContain(
      "Enquiries are kept in a database file on our own server; no third-party form service handles them",
    );
    expect(sqlite).not.toMatch(/PostgreSQL/);
    const postgres = await privacyText({ DATABASE_URL: "postgres://db.example.net/lumora" });
    expect(postgres).toContain(
      "Enquiries are kept in our PostgreSQL database; no third-party form service handles them",
    );
    expect(postgres).not.toMatch(/database file/);
    const proxied = await privacyText({ SITE_URL: "https://www.lumora.example" });
    expect(proxied, "HTTPS covers the journey, never storage").toContain(
      "Your browser sends an enquiry over HTTPS to the proxy described above, which passes it to our server; the server keeps it in a database file, and no third-party form service handles it.",
    );
    expect(proxied).not.toMatch(/are encrypted|kept encrypted/);
    expect(proxied).toContain("Within our team, only those with access to the server can read an enquiry.");
  });

  it("gives backups their own retention, BACKUP_RETENTION_DAYS, and the longest lifetime counting them", async () => {
    const backups = (days: number) =>
      `delete each backup, off-site copies included, once its data is over ${days} days old`;
    const plain = await privacyText();
    expect(plain).toContain(backups(DEFAULT_BACKUP_RETENTION_DAYS));
    expect(plain).toContain(
      `an enquiry can remain up to ${DEFAULT_ENQUIRY_RETENTION_DAYS + 1} days in the database and ${DEFAULT_BACKUP_RETENTION_DAYS + 1} more in its last backup: ${DEFAULT_ENQUIRY_RETENTION_DAYS + 1 + DEFAULT_BACKUP_RETENTION_DAYS + 1} days at most.`,
    );
    const short = await privacyText({ BACKUP_RETENTION_DAYS: "7", ENQUIRY_RETENTION_DAYS: "90" });
    expect(short).toContain(backups(7));
    expect(short).toContain(
      "an enquiry can remain up to 91 days in the database and 8 more in its last backup: 99 days at most.",
    );
    expect(plain).toContain(
      "Enquiries the purge or your request removes are overwritten with zeros in the database file and its log, then compacted out.",
    );
    expect(plain).not.toMatch(/snapshots and point-in-time recovery/);
    const postgres = await privacyText({ DATABASE_URL: "postgres://db.example.net/lumora" });
    expect(postgres).toContain(
      `We cap provider snapshots and point-in-time recovery at ${DEFAULT_BACKUP_RETENTION_DAYS} days.`,
    );
    expect(postgres).not.toMatch(/overwritten with zeros/);
  });

  it("ties the mailbox period to ENQUIRY_RETENTION_DAYS, never a fixed figure", async () => {
    const mailboxes = (period: string) => `we delete it from our mailboxes within ${period} of your last message.`;
    expect(await privacyText()).toContain(mailboxes(`two years (${DEFAULT_ENQUIRY_RETENTION_DAYS} days)`));
    const short = await privacyText({ ENQUIRY_RETENTION_DAYS: "90" });
    expect(short).toContain(mailboxes("90 days"));
    expect(short).not.toMatch(/two years/);
  });

  it("says an erasure reaches backups only as they expire, and what a restore does and does not redo", async () => {
    const erasure = (days: number) => `Backups still hold an erased enquiry for up to ${days} days;`;
    const plain = await privacyText();
    expect(plain).toContain(erasure(DEFAULT_BACKUP_RETENTION_DAYS + 1));
    expect(await privacyText({ BACKUP_RETENTION_DAYS: "7" })).toContain(erasure(8));
    expect(plain, "restore re-applies only the ledger it finds").toContain(
      "kept while the database exists so that restoring a backup erases the enquiry again.",
    );
    expect(plain).toContain(
      "if the enquiry database is lost, we redo by hand any erasure made since the backup we restore.",
    );
    expect(plain).not.toMatch(/never comes back|together with every copy we hold/);
    const postgres = await privacyText({ DATABASE_URL: "postgres://db.example.net/lumora" });
    expect(postgres, "a provider snapshot bypasses restore").toContain(
      "Backups, provider snapshots and recovery logs still hold an erased enquiry for up to 29 days; after a provider restore or the loss of the enquiry database, we redo by hand any erasure made since the restored copy.",
    );
  });
});

describe("the facts only the agency can supply", () => {
  it("leave the privacy policy reading correctly while empty, and are stated once filled in", async () => {
    const empty = await privacyText();
    expect(empty).not.toMatch(
      /representative under Article 27|hosted in|registered office|by post to|undefined|\(\)|, ,/,
    );
    expect(empty).toContain(
      "The controller is Lumora Digital FZ-LLC, a company registered in the United Arab Emirates.",
    );
    const filled = await privacyText({}, (legal) => {
      Object.assign(legal, {
        hostingRegion: "the European Union (Frankfurt, Germany)",
        euRepresentativeNotNeeded: "our office in Bucharest is an establishment in the EU",
        ukRepresentative: {
          name: "Rep Ltd",
          postalAddress: "1 High Street, London EC1A 1AA",
          email: "rep@example.com",
        },
        postalAddress: "PO Box 1, Dubai, United Arab Emirates",
        registeredAddress: "Building A1, Dubai Silicon Oasis, Dubai",
        freeZone: "Dubai Silicon Oasis",
      });
    });
    expect(filled).toContain(
      "The website and the enquiry database are hosted in the European Union (Frankfurt, Germany).",
    );
    expect(filled).toContain(
      "We have no EU representative under Article 27 of the EU GDPR because our office in Bucharest is an establishment in the EU.",
    );
    expect(filled).toContain(
      "Our UK representative under Article 27 of the UK GDPR is Rep Ltd, 1 High Street, London EC1A 1AA, reachable at rep@example.com.",
    );
    expect(filled).toContain("; you can also write to us at PO Box 1, Dubai, United Arab Emirates.");
    expect(
      filled,
      "the representatives are contacts, named under Contact us after the data protection officer",
    ).toMatch(
      /is responsible for data protection and handles all privacy requests\. Our UK representative under Article 27/,
    );
    const both = await privacyText({}, (legal) => {
      const rep = { name: "Rep Ltd", postalAddress: "1 High Street, London EC1A 1AA", email: "rep@example.com" };
      Object.assign(legal, { ukRepresentative: rep, euRepresentative: { ...rep, name: "Rep BV" } });
    });
    expect(both, "two representatives supplied").toContain(
      "Our EU representative under Article 27 of the EU GDPR is Rep BV, 1 High Street, London EC1A 1AA, reachable at rep@example.com.",
    );
    expect(filled).toContain("with its registered office at Building A1, Dubai Silicon Oasis, Dubai.");
    expect(filled, "particulars in the contact section, not the introduction").toMatch(
      /Lumora Digital FZ-LLC is licensed in the Dubai Silicon Oasis free zone[^.]*, with its registered office at/,
    );
    expect(filled).toContain(
      "The Dubai Silicon Oasis free zone has no data protection law of its own; the PDPL applies to us.",
    );
    expect(empty).not.toContain("We are licensed in");
    expect(empty).toContain("Personal data leaves the UAE only as Articles 22 and 23 of the PDPL allow");
  });
});

describe("international transfers and the UAE law", () => {
  const safeguard =
    "Our EU host and we have signed the European Commission's standard contractual clauses (module 4, processor to controller), with the UK Addendum for UK data.";

  it("state what the GDPR requires of a transfer, and name our safeguard only once the agency has supplied it", async () => {
    const empty = await privacyText();
    expect(empty, "processors receive enquiries: never deny it").not.toMatch(/no other organisation/);
    expect(empty).toContain(
      "Data protected by the GDPR needs a safeguard in two cases: when our staff outside the EU and the UK read data that a company in the EU or the UK stores for us, and when a processor in a country without an adequacy decision handles it.",
    );
    expect(empty).toContain(
      "That safeguard is the European Commission's standard contractual clauses, with the UK Addendum for UK data. Email hello@lumora.studio and we will send you a copy of the clauses that cover your data.",
    );
    expect(empty).not.toMatch(/module 4|we use the European Commission/);
    expect(missingLaunchFacts().some((fact) => fact.startsWith("legal.transferSafeguards"))).toBe(true);
    const filled = await privacyText({}, (legal) => Object.assign(legal, { transferSafeguards: safeguard }));
    expect(filled).toContain(
      `${safeguard} You can ask for details, and for a copy of any clauses that cover your data, at hello@lumora.studio.`,
    );
    expect(filled).not.toMatch(/That safeguard is|copy of the clauses that cover your data/);
  });

  it("gives the PDPL ground for access logs and the form limit only once counsel has supplied it, and their sole use meanwhile", async () => {
    expect(await privacyText()).toContain(
      "The per-address form limit rests, under the GDPR, on our legitimate interest in keeping the form free of abuse, and is used for nothing else.",
    );
    const proxied = await privacyText({ SITE_URL: "https://www.lumora.example", ...email });
    expect(proxied).toContain(
      "Access logs and the per-address form limit rest, under the GDPR, on our legitimate interest in keeping the site secure and the form free of abuse, and are used for nothing else.",
    );
    const filled = await privacyText({ SITE_URL: "https://www.lumora.example", ...email }, (legal) =>
      Object.assign(legal, { pdplLogGround: "the ground our counsel has confirmed" }),
    );
    expect(filled).toContain(
      "Access logs and the per-address form limit rest, under the GDPR, on our legitimate interest in keeping the site secure and the form free of abuse, and under the PDPL on the ground our counsel has confirmed; they are used for nothing else.",
    );
    expect(filled.match(/used for nothing else/g)).toHaveLength(1);
    const nothing = await privacyText({ ENQUIRY_RATE_LIMIT_PER_MINUTE: "0" });
    expect(nothing).toContain("Beyond enquiries, the site keeps no personal data");
    expect(missingLaunchFacts().some((fact) => fact.startsWith("legal.pdplLogGround"))).toBe(true);
  });

  it("names the UAE law in full once, claims no scope for it, and gives enquiries their ground", async () => {
    const text = await privacyText({ ACCESS_LOG_DIR: "/var/log/lumora" });
    expect(text).toContain(
      'the UK GDPR (together, "the GDPR"), and the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021, the PDPL). The controller is',
    );
    expect(text).not.toContain("for enquiries, the UAE");
    expect(text.match(/notice at collection/g), "the California notice is given once").toHaveLength(1);
    expect(text.match(/Personal Data Protection Law/g), "named in full once, then PDPL").toHaveLength(1);
    expect(text).toContain(
      "Under the PDPL, that step towards a contract is our ground for answering a question about an engagement. Any other message rests on your consent",
    );
    expect(text).toContain("or to a recipient bound by contract to protect it as that law requires.");
  });
});

describe("the UK complaints route and the regulator's name", () => {
  it("invites a complaint to us first, acknowledged as fast as any message, then names the regulator and its successor", async () => {
    const text = await privacyText();
    expect(text).toContain(
      "A person on the team acknowledges a complaint within 24 hours, weekends not counted, and within one month tells you what we have done about it.",
    );
    expect(await privacyText({ ENQUIRY_NOTIFY_NONE: "acknowledged" }), "nobody told of the form: no hours").toContain(
      "A person on the team aims to acknowledge a complaint within 2 business days (Monday to Friday) and within one month tells you what we have done about it.",
    );
    // Section 119 (transfer of functions) may not be in force on the effective date: name both.
    expect(text).toContain(
      "In the UK, the regulator is the Information Commissioner's Office, which becomes the Information Commission under the Data (Use and Access) Act 2025;",
    );
  });
});

describe("the accessibility statement", () => {
  it("says the form works without JavaScript only when it posts to this server's own inbox", async () => {
    const embedded = await accessibilityText({ ENQUIRY_PROOF_OF_WORK: "off" });
    expect(embedded).toContain(
      "Without JavaScript, all three journeys still work, though the menu has the first limitation listed above.",
    );
    expect(embedded).not.toMatch(/holds your message/);
    const puzzle = await accessibilityText({ ENQUIRY_PROOF_OF_WORK: "on" });
    expect(
      puzzle,
      "without the solved puzzle the server holds the enquiry, and with no channel nobody is told",
    ).toContain(
      "Without JavaScript, all three journeys still work, though the menu has the first limitation listed above. A message sent from the form without JavaScript, or from a device too slow to finish its spam check in time, is held until a person on the team releases it.",
    );
    const told = await accessibilityText({ ENQUIRY_PROOF_OF_WORK: "on", ...email });
    expect(told, "a held enquiry is notified at once within the hourly budget, as the privacy policy says").toContain(
      "Without JavaScript, all three journeys still work, though the menu has the first limitation listed above. A message sent from the form without JavaScript, or from a device too slow to finish its spam check in time, is held until a person on the team releases it. The team hears of it at once, or in the next daily digest if many arrive that hour.",
    );
    const digestOnly = await accessibilityText({
      ENQUIRY_PROOF_OF_WORK: "on",
      ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR: "0",
      ...email,
    });
    expect(digestOnly).toContain(
      "Without JavaScript, all three journeys still work, though the menu has the first limitation listed above. A message sent from the form without JavaScript, or from a device too slow to finish its spam check in time, is held until a person on the team releases it; the team hears of it in the next daily digest of held messages.",
    );
    const external = await accessibilityText({ NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" });
    expect(external).toContain(
      "With JavaScript switched off, the FAQ and the menu still work, though the menu has the first limitation listed above; the form still sends, then shows our form provider's confirmation page",
    );
    expect(external).not.toMatch(/the form also works?|form also work with JavaScript/);
  });
});

describe("the accessibility statement and the site's own screen-reader pass", () => {
  const pass = {
    date: "2026-11-30",
    readers: "NVDA 2025.3 and Firefox on Windows 11, and VoiceOver on iOS 26 with Safari",
  };

  it("says once, among the limitations, that the pass has not been run while site.legal.screenReaderPass is empty", async () => {
    const text = await legalText("accessibility");
    expect(text).toContain(
      "No screen-reader pass has yet covered this site's three key journeys; its date and the readers used will appear here.",
    );
    expect(text).toContain(
      "Problems that only a screen reader reveals may remain anywhere on the site, the key journeys included.",
    );
    expect(text.match(/No screen-reader pass has yet covered/g), "said once").toHaveLength(1);
    expect(text).not.toMatch(/No screen reader has|launch list/);
    expect(missingLaunchFacts().some((fact) => fact.startsWith("legal.screenReaderPass"))).toBe(true);
  });

  it("says when the pass was done and with what once the agency records it, and launch-check stops asking", async () => {
    const text = await legalText("accessibility", {}, (legal) => Object.assign(legal, { screenReaderPass: pass }));
    expect(text).toContain(
      `On 30 November 2026 we ran a screen-reader pass on this site's three key journeys, with ${pass.readers}.`,
    );
    expect(text).toContain(
      "Pages and controls beyond those three journeys have not had a screen-reader pass, so problems that only a screen reader reveals may remain there",
    );
    expect(text).not.toMatch(/not yet tested the menu|launch list/);
    expect(text).toContain(
      "We have not commissioned a full assistive-technology audit; if we do, we will publish its findings here.",
    );
    const { site } = await import("@/content/site");
    expect(missingLaunchFacts(site.legal).some((fact) => fact.startsWith("legal.screenReaderPass"))).toBe(false);
  });
});

describe("the cookie policy states what the settings make the form do", () => {
  it("mentions the puzzle the browser solves only when the form asks for a proof of work", async () => {
    const check = "even the puzzle our enquiry form asks your browser to solve stores nothing on your device";
    expect(await cookiesText({ ENQUIRY_PROOF_OF_WORK: "on" })).toContain(check);
    const offOrStatic: Record<string, string>[] = [
      { ENQUIRY_PROOF_OF_WORK: "off" },
      { NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" },
    ];
    for (const env of offOrStatic) {
      const text = await cookiesText(env);
      expect(text).not.toContain("puzzle");
      expect(text).toContain("This site uses none of them, and our enquiry form stores nothing on your device.");
    }
    const noScriptLanding = /the page the form provider sends back/;
    expect(await cookiesText({ NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" })).toMatch(
      noScriptLanding,
    );
    expect(await cookiesText({ ENQUIRY_PROOF_OF_WORK: "off" }), "our own inbox answers with our page").not.toMatch(
      noScriptLanding,
    );
  });
});

describe("the terms of service", () => {
  it("bound free defect correction by the acceptance period", async () => {
    const { default: terms } = await import("@/content/pages/legal/terms");
    const text = collectStrings(terms).join(" ");
    expect(text).toContain(
      "We correct, at no extra cost, any defect against those criteria that the client reports within that period.",
    );
    expect(text).not.toMatch(/any defect measured against those criteria\./);
  });
});

describe("the privacy policy of a static build, whose forms post to an external service", () => {
  it("gives the provider's log retention and names the webhook's system once the agency states them", async () => {
    const env = { SITE_URL: "https://www.lumora.example", ...hook };
    const empty = await privacyText(env);
    expect(empty).not.toMatch(/under its own (retention )?terms|keep them for \d/);
    const filled = await privacyText(env, (legal) =>
      Object.assign(legal, { proxyLogRetention: "30 days", webhookSystem: "team chat on Slack" }),
    );
    expect(filled).toContain("We use those logs only to investigate attacks, and they are deleted after 30 days.");
    expect(filled).toContain("posted to our team chat on Slack");
    expect(filled).not.toMatch(/customer-relationship/);
    const staticSite = await privacyText(
      { NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" },
      (legal) => Object.assign(legal, { providerLogRetention: "30 days" }),
    );
    expect(staticSite).toContain("user-agent string, and keeps those logs for 30 days.");
  });

  it("gives the provider's backup period once the agency states it, and deletes the emailed copies with the enquiry", async () => {
    const env = { NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" };
    const empty = await privacyText(env);
    expect(empty).toContain(
      "We keep no backups of enquiries of our own. The provider keeps its backups under our data processing agreement with it; ask us and we will tell you for how long.",
    );
    expect(empty).toContain("We delete the copies the provider emails to the team by the time we delete the enquiry.");
    expect(empty.match(/provider's own backups|backups keep copies/g), "the backup period is stated once").toBeNull();
    const filled = await privacyText(env, (legal) => Object.assign(legal, { formProviderBackupRetention: "35 days" }));
    expect(filled).toContain(
      "The provider keeps its backups for 35 days, under our data processing agreement with it.",
    );
    const missing = missingLaunchFacts;
    expect(
      missing(undefined, { embeddedInbox: false }).some((fact) => fact.startsWith("legal.formProviderBackupRetention")),
    ).toBe(true);
    expect(
      missing(undefined, { embeddedInbox: true }).some((fact) => fact.startsWith("legal.formProviderBackupRetention")),
    ).toBe(false);
  });

  it("makes no claim about the embedded inbox, its retention, spam hold or rate limit", async () => {
    const text = await privacyText({ NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" });
    expect(text).toContain("form-collection provider");
    expect(text).not.toMatch(
      /on our own server|PostgreSQL|back the enquiry database up|daily purge|marked as held|forgets each address|log files, kept for/,
    );
    expect(text).toContain(
      "The form-collection provider receives your IP address with each submission and keeps it for us under our data processing agreement; a request to erase your enquiry covers it.",
    );
    expect(text, "the honeypot is described by what it means for the visitor, not by its field").toContain(
      "With JavaScript on, the form discards any submission that fills in a hidden field.",
    );
    expect(text).toContain(
      "When you send the form, the provider stores for us your full name, your email address and your message,",
    );
    expect(text, "the static export stores no page address").not.toContain("the page it was sent from");
    expect(text).toContain(
      "This site is served as plain files by our hosting provider, and its enquiry form goes to a form-collection provider.",
    );
    const withChannels = await privacyText({
      NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora",
      ...email,
      ...hook,
    });
    expect(withChannels, "a static export sends no notices of its own").not.toMatch(
      /service that relays our notification emails|provider of our team chat/,
    );
  });

  it("lists the form-collection provider among the processors, which the built-in inbox does not need", async () => {
    const processors =
      /under written data processing agreements: our hosting provider, our form-collection provider and/;
    expect(await privacyText({ NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" })).toMatch(
      processors,
    );
    expect(await privacyText()).not.toMatch(processors);
  });
});

describe("the legal pages once the operator has supplied the company's particulars", () => {
  it(`name the company in the introduction and give its particulars under Contact us, each within ${MAX_PARAGRAPH_WORDS} words`, async () => {
    vi.resetModules();
    const { site } = await import("@/content/site");
    Object.assign(site.legal, {
      freeZone: "Dubai Integrated Economic Zones",
      licensingAuthority: "the Dubai Integrated Economic Zones Authority",
      licenceNumber: "DSO-FZCO-123456",
      registeredAddress: "Building A1, Dubai Digital Park, Dubai Silicon Oasis, Dubai, United Arab Emirates",
    });
    for (const page of [
      (await import("@/content/pages/legal/privacy")).default,
      (await import("@/content/pages/legal/terms")).default,
    ]) {
      expect(page.intro).toContain("Lumora Digital FZ-LLC, a company registered in the United Arab Emirates.");
      expect(wordCount(page.intro)).toBeLessThanOrEqual(MAX_PARAGRAPH_WORDS);
      const contact = page.sections.find((section) => section.id === "contact-us")!;
      const particulars = contact.paragraphs.find(
        (paragraph): paragraph is string => typeof paragraph === "string" && paragraph.includes("DSO-FZCO-123456"),
      );
      expect(particulars).toBe(
        "Lumora Digital FZ-LLC is licensed in the Dubai Integrated Economic Zones free zone under commercial licence number DSO-FZCO-123456 issued by the Dubai Integrated Economic Zones Authority, with its registered office at Building A1, Dubai Digital Park, Dubai Silicon Oasis, Dubai, United Arab Emirates.",
      );
      expect(wordCount(particulars as string)).toBeLessThanOrEqual(MAX_PARAGRAPH_WORDS);
    }
  });
});
