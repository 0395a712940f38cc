import { expect, test } from "@playwright/test";
import { refusedStart, withOwnServer } from "../own-server";

/**
 * One build, served under different settings: the legal text and the reply promise follow the server that
 * serves them (content/live, server/live-text.mjs), never the build's settings.
 */
const text = async (url: string) => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return (await response.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
};

const email = { SMTP_URL: "smtp://127.0.0.1:9", ENQUIRY_NOTIFY_TO: "team@lumora.example" };

test("the privacy policy states the running server's channels and logs, not the build's", async () => {
  await withOwnServer({}, async (server) => {
    const privacy = await text(`${server.url}/privacy`);
    expect(privacy).toContain(
      "When an enquiry arrives, it is stored in our enquiry database, where the team reads it; no email or message about it leaves our server.",
    );
    expect(privacy).toContain("It records neither your IP address nor your browser's user-agent string.");
    expect(privacy).not.toContain("sent to the team by email");
  });
  await withOwnServer({ ...email, ACCESS_LOG_STDOUT_CLIENT: "on", BACKUP_RETENTION_DAYS: "7" }, async (server) => {
    const response = await fetch(`${server.url}/privacy`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    const etag = response.headers.get("etag")!;
    expect((await fetch(`${server.url}/privacy`, { headers: { "If-None-Match": etag } })).status).toBe(304);
    const privacy = await text(`${server.url}/privacy`);
    expect(privacy).toContain(
      "Each enquiry that passes our spam checks is sent to the team by email as soon as it arrives.",
    );
    expect(privacy, "no log files: 'both' would have nothing to refer to").toContain(
      "Our hosting provider's log service gets a copy of each line, with your IP address and browser's user-agent string",
    );
    expect(privacy).not.toContain("records neither your IP address");
    expect(privacy).toContain("once its data is over 7 days old");
    expect(privacy).toContain(
      "an enquiry can remain up to 731 days in the database and 8 more in its last backup: 739 days at most.",
    );
    expect(privacy).toContain("we delete it from our mailboxes within two years (730 days) of your last message.");
    // The client router's request for the page's payload (which holds the build's text) loads the document instead.
    expect((await fetch(`${server.url}/privacy`, { headers: { RSC: "1" } })).status).toBe(204);
  });
});

test("the accessibility statement says a message sent without JavaScript is held only when the server holds it", async () => {
  const noScript =
    "Without JavaScript, all three journeys still work, though the menu has the first limitation listed above";
  await withOwnServer({ ENQUIRY_PROOF_OF_WORK: "on", ...email }, async (server) => {
    expect(await text(`${server.url}/accessibility`)).toContain(
      `${noScript}. A message sent from the form without JavaScript, or from a device too slow to finish its spam check in time, is held until a person on the team releases it. The team hears of it at once, or in the next daily digest if many arrive that hour.`,
    );
  });
  await withOwnServer({ ENQUIRY_PROOF_OF_WORK: "off" }, async (server) => {
    const accessibility = await text(`${server.url}/accessibility`);
    expect(accessibility).toContain(`${noScript}.`);
    expect(accessibility).not.toContain("A message sent without JavaScript");
  });
});

test("with ENQUIRY_NOTIFY_NONE=acknowledged and no channel, no page promises a reply time for the form", async () => {
  await withOwnServer(
    { SITE_URL: "https://www.lumora.example", ENQUIRY_NOTIFY_NONE: "acknowledged" },
    async (server) => {
      for (const page of ["/", "/contact", "/accessibility", "/services/web-design"]) {
        const html = await text(`${server.url}${page}`);
        expect(html, page).not.toMatch(/24 hours/);
        // Email reaches our mailboxes whatever the form's channels: only an emailed barrier report keeps the aim.
        expect(html.replace("Email a report and we aim to reply within 2 business days", ""), page).not.toMatch(
          /business days/,
        );
      }
      expect(await text(`${server.url}/contact`)).toContain("By email, once a person has read your message");
    },
  );
  await withOwnServer(email, async (server) => {
    expect(await text(`${server.url}/contact`)).toContain("Within 24 hours");
    expect(await text(`${server.url}/accessibility`)).toContain(
      "Within 24 hours, weekends not counted, someone on the team acknowledges your report and tries to reproduce the barrier. We aim to reply within 2 business days (Monday to Friday), with what we plan to change and when.",
    );
  });
});

test("a public SITE_URL with no notification channel refuses to start, naming the settings", async () => {
  const { code, output } = await refusedStart({
    SITE_URL: "https://www.lumora.example",
    SMTP_URL: "",
    ENQUIRY_NOTIFY_TO: "",
    ENQUIRY_WEBHOOK_URL: "",
    ENQUIRY_NOTIFY_NONE: "",
  });
  expect(code).toBe(1);
  for (const name of ["SMTP_URL", "ENQUIRY_NOTIFY_TO", "ENQUIRY_WEBHOOK_URL", "ENQUIRY_NOTIFY_NONE=acknowledged"])
    expect(output).toContain(name);
  expect(output).not.toContain("Lumora ready on");
});
