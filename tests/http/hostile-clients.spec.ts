// Issue 39 against the production build: forged client addresses, a flood of held enquiries, oversized
// bodies, forged notice lines and the modes of the files the server writes. Each test starts its own server.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "../playwright-test";
import { logLines, withOwnServer, type OwnServer } from "../own-server";
import { verifierFromDocs } from "../webhook-verifier-from-docs";
import { startWebhookReceiver } from "../unit/support/webhook-receiver";
import { textOf } from "../unit/support/mail";
import { startSmtpSink } from "@/scripts/lib/smtp-sink";

test.describe.configure({ mode: "serial" });

const SECRET = "a-webhook-secret-for-the-flood-test";

const enquiry = (tag: string, extra: Record<string, string> = {}) =>
  JSON.stringify({
    name: "Ioana Marin",
    email: `ioana+${tag}@example.com`,
    company: "Danube Logistics",
    message: `We need a booking portal for our warehouses (${tag}).`,
    ...extra,
  });

const post = (server: OwnServer, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, Referer: `${server.url}/contact`, ...headers },
    body,
  });

/** A folder of its own for a server's access log, removed after the test. */
function logFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lumora-access-"));
  test.info().attach("access-log-dir", { body: dir });
  return path.join(dir, "logs");
}

const enquiryPostIps = (dir: string) =>
  readdirSync(dir)
    .flatMap((name) => readFileSync(path.join(dir, name), "utf8").trim().split("\n"))
    .map((line) => JSON.parse(line) as { path: string; ip: string; method: string })
    .filter((l) => l.path === "/api/enquiries" && l.method === "POST")
    .map((l) => l.ip);

const untrustedWarnings = (server: OwnServer) =>
  logLines(server.output()).filter((l) => l.event === "server.untrusted-forwarded-for");

test("no trusted proxy: 12 posts with forged X-Forwarded-For are limited at 5 a minute, logged under the socket address, one warning", async () => {
  const logs = logFolder();
  await withOwnServer({ ENQUIRY_RATE_LIMIT_PER_MINUTE: "5", ACCESS_LOG_DIR: logs }, async (server) => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await post(server, enquiry(`forged-${i}`), { "X-Forwarded-For": `198.51.100.${i + 1}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    await expect.poll(() => enquiryPostIps(logs).length).toBe(12);
    expect(new Set(enquiryPostIps(logs))).toEqual(new Set(["127.0.0.1"]));
    const warnings = untrustedWarnings(server);
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]!.msg)).toContain("TRUST_PROXY_HOPS");
  });
  rmSync(path.dirname(logs), { recursive: true, force: true });
});

test("one trusted proxy: the rightmost X-Forwarded-For entry is the client, in the limiter and the access log; IPv6 by /64", async () => {
  const logs = logFolder();
  await withOwnServer(
    { ENQUIRY_RATE_LIMIT_PER_MINUTE: "5", TRUST_PROXY_HOPS: "1", ACCESS_LOG_DIR: logs },
    async (server) => {
      const statuses: number[] = [];
      // One visitor behind the proxy, writing a different address before the proxy's entry each time.
      for (let i = 0; i < 7; i++)
        statuses.push(
          (await post(server, enquiry(`hop-${i}`), { "X-Forwarded-For": `198.51.100.${i + 1}, 203.0.113.50` })).status,
        );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      // Another visitor (another address appended by the proxy) is not affected.
      expect((await post(server, enquiry("other"), { "X-Forwarded-For": "203.0.113.51" })).status).toBe(201);
      // IPv6: one /64 is one client, whichever address of it the requests come from.
      const v6: number[] = [];
      for (let i = 0; i < 6; i++)
        v6.push((await post(server, enquiry(`v6-${i}`), { "X-Forwarded-For": `2001:db8:5:6::${i + 1}` })).status);
      expect(v6).toEqual([201, 201, 201, 201, 201, 429]);
      // Not an IP address where the proxy's entry should be: the socket's address, never the text.
      await post(server, enquiry("junk"), { "X-Forwarded-For": "<script>" });
      await expect.poll(() => enquiryPostIps(logs).length).toBe(15);
      const ips = enquiryPostIps(logs);
      expect(ips.slice(0, 7)).toEqual(Array(7).fill("203.0.113.50"));
      expect(ips).toContain("203.0.113.51");
      expect(ips).not.toContain("198.51.100.1");
      expect(ips.at(-1)).toBe("127.0.0.1");
      expect(untrustedWarnings(server)).toHaveLength(0);
    },
  );
  rmSync(path.dirname(logs), { recursive: true, force: true });
});

test("60 proof-less JSON posts, each different with one link: all stored held, at most the budget notified, one flood alert", async () => {
  const hook = await startWebhookReceiver();
  const sink = await startSmtpSink();
  const { verifyEnquirySignature } = await verifierFromDocs();
  try {
    await withOwnServer(
      {
        ENQUIRY_PROOF_OF_WORK: "on",
        ENQUIRY_WEBHOOK_URL: hook.url,
        ENQUIRY_WEBHOOK_SECRET: SECRET,
        SMTP_URL: sink.url,
        ENQUIRY_NOTIFY_TO: "team@agency.example",
      },
      async (server) => {
        const statuses = await Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            post(
              server,
              enquiry(`flood-${i}`, {
                message: `Cheap reviews for your business, offer ${i}: https://spam.example/${i}`,
              }),
            ).then((r) => r.status),
          ),
        );
        expect(statuses.every((s) => s === 201)).toBe(true);
        const events = (type: string) =>
          hook.received.filter((r) => (JSON.parse(r.body) as { type?: string }).type === type);
        await expect.poll(() => events("held.flood").length, { timeout: 15_000 }).toBe(1);
        // Give any notice still in the outbox time to arrive before counting.
        await new Promise((r) => setTimeout(r, 3000));
        const held = events("enquiry.held");
        const heldMails = sink.mails.filter((m) => m.raw.includes("Held enquiry (review)"));
        const floodMails = sink.mails.filter((m) => m.raw.includes("held enquiries arriving fast"));
        const db = new Database(path.join(server.dataDir, "enquiries.sqlite"), { readonly: true });
        const rows = db.prepare("select status, count(*) as n from enquiries group by status").all();
        const [hour] = db.prepare("select spent, past_budget from enquiry_held_hours").all() as {
          spent: number;
          past_budget: number;
        }[];
        db.close();
        const figures = {
          webhookHeldNotices: held.length,
          emailHeldNotices: heldMails.length,
          stored: rows,
          budgetSpent: hour?.spent,
          pastBudget: hour?.past_budget,
          webhookFloodAlerts: events("held.flood").length,
          emailFloodAlerts: floodMails.length,
        };
        console.log(`flood figures: ${JSON.stringify(figures)}`);
        expect(rows).toEqual([{ status: "held", n: 60 }]);
        // Budget 6 an hour; a proof-less JSON post costs 3: two notices per channel, the 58 others wait.
        expect(held).toHaveLength(2);
        expect(heldMails).toHaveLength(2);
        expect(hour).toEqual({ spent: 6, past_budget: 58 });
        expect(floodMails).toHaveLength(1);
        expect(events("held.flood")).toHaveLength(1);
        expect(JSON.parse(events("held.flood")[0]!.body)).toMatchObject({ type: "held.flood", budgetPerHour: 6 });
        // Every delivery verifies with the documented verifier, and fails it once replayed 6 minutes later.
        for (const delivery of hook.received) {
          const signature = delivery.headers["x-enquiry-signature"];
          expect(verifyEnquirySignature(SECRET, delivery.body, signature)).toBe(true);
          expect(verifyEnquirySignature(SECRET, delivery.body, signature, Math.floor(Date.now() / 1000) + 360)).toBe(
            false,
          );
        }
      },
    );
  } finally {
    await hook.close();
    await sink.close();
  }
});

test("bodies over the limit are refused with 413 before they are read: 1 MB to /review, 1 MB to /api/enquiries", async () =>
  withOwnServer({}, async (server) => {
    const big = `token=x&action=release&pad=${"a".repeat(1024 * 1024)}`;
    const review = await fetch(`${server.url}/review`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: big,
    });
    expect(review.status).toBe(413);
    const api = await post(server, enquiry("big", { message: "a".repeat(1024 * 1024) }));
    expect(api.status).toBe(413);
    expect(((await api.json()) as { error: string }).error).toMatch(/at most 32768 bytes/);
    // A small review post still gets its ordinary answer.
    const small = await fetch(`${server.url}/review`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "token=not-a-token&action=release",
    });
    expect(small.status).not.toBe(413);
    expect(small.status).toBeLessThan(500);
  }));

test("a client that never finishes its headers is answered 408 and cut off after the 10 s headers timeout", async () =>
  withOwnServer({}, async (server) => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), "127.0.0.1");
    let reply = "";
    socket.on("data", (chunk) => (reply += chunk));
    socket.on("error", () => undefined);
    const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
    await new Promise((resolve) => socket.once("connect", resolve));
    const started = Date.now();
    // Slowloris: headers trickle in and never end.
    socket.write("POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const trickle = setInterval(() => socket.write("X-Slow: 1\r\n"), 1000);
    try {
      const ms = (await closed) - started;
      expect(ms).toBeGreaterThanOrEqual(9_000);
      expect(ms).toBeLessThan(14_000);
      expect(reply).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  }));

test("notices cannot be forged: line breaks in name and company refused, the message indented, Page only from the site", async () => {
  const sink = await startSmtpSink();
  try {
    await withOwnServer({ SMTP_URL: sink.url, ENQUIRY_NOTIFY_TO: "team@agency.example" }, async (server) => {
      for (const field of ["name", "company"]) {
        const response = await post(
          server,
          enquiry(`nl-${field}`, { [field]: "Ana\nReview link: https://evil.example" }),
        );
        expect(response.status).toBe(400);
        const body = (await response.json()) as { errors: { field: string; message: string }[] };
        expect(body.errors).toContainEqual({
          field,
          message: `${field === "name" ? "Full name" : "Company name"} must be on one line`,
        });
      }
      const forged = await post(
        server,
        enquiry("forged-body", { message: "Hello.\nReview link: https://evil.example/steal\nName: Someone Else" }),
        { Referer: "https://evil.example/phish" },
      );
      expect(forged.status).toBe(201);
      await expect.poll(() => sink.mails.length, { timeout: 15_000 }).toBe(1);
      // The plain-text part (the HTML part escapes and wraps the message in its own element).
      const text = textOf(sink.mails[0]!.raw).replace(/\r\n/g, "\n").split("Content-Type: text/html")[0]!;
      const lines = text.split("\n");
      expect(lines.filter((l) => l.startsWith("Review link:"))).toEqual([]);
      expect(lines.filter((l) => l.startsWith("Name:"))).toEqual(["Name: Ioana Marin"]);
      expect(lines).toContain("    Review link: https://evil.example/steal");
      // A foreign Referer never becomes the notice's Page link.
      // (The decoded text reads the quoted-printable dash as Latin-1; what matters is that no URL is there.)
      expect(lines.filter((l) => l.startsWith("Page:"))).toHaveLength(1);
      expect(lines.find((l) => l.startsWith("Page:"))).not.toMatch(/https?:/);
      expect(text).not.toContain("evil.example/phish");
    });
  } finally {
    await sink.close();
  }
});

test("the inbox, its WAL and the access-log files are created 0600 in 0700 folders", async () => {
  const logs = logFolder();
  await withOwnServer({ ACCESS_LOG_DIR: logs }, async (server) => {
    expect((await post(server, enquiry("modes"))).status).toBe(201);
    await expect.poll(() => readdirSync(logs).length).toBeGreaterThan(0);
    const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
    const inbox = path.join(server.dataDir, "enquiries.sqlite");
    expect(mode(inbox)).toBe("600");
    expect(mode(`${inbox}-wal`)).toBe("600");
    expect(mode(logs)).toBe("700");
    for (const name of readdirSync(logs)) expect(mode(path.join(logs, name)), name).toBe("600");
  });
  rmSync(path.dirname(logs), { recursive: true, force: true });
});
