import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "../playwright-test";
import { headerValues, startSmtpSink } from "@/scripts/lib/smtp-sink";
import { subjectOf, textOf } from "@/tests/unit/support/mail";
import { startWebhookReceiver } from "@/tests/unit/support/webhook-receiver";
import { freePort } from "@/scripts/lib/free-port.mjs";
import { logLines, postEnquiry, withOwnServer } from "../own-server";

// Each test starts its own production server (the build the suite already made) with real SMTP and
// HTTP receivers, and stops it.
test.describe.configure({ mode: "serial" });

const TOKEN = "metrics-token-0123456789";

test("access log on stdout and in daily files; metrics behind a bearer token; health", async () => {
  const logDir = mkdtempSync(path.join(tmpdir(), "lumora-access-"));
  try {
    await withOwnServer({ ACCESS_LOG_DIR: logDir, METRICS_TOKEN: TOKEN }, async (server) => {
      expect(
        (await fetch(`${server.url}/about?email=someone@example.com`, { headers: { "User-Agent": "e2e-agent" } }))
          .status,
      ).toBe(200);
      // stdout, which the platform keeps, carries no IP address or user agent; the deleted-after-N-days files do.
      await expect
        .poll(() => logLines(server.output()).find((l) => l.type === "access" && l.path === "/about"))
        .toMatchObject({ method: "GET", status: 200 });
      const line = logLines(server.output()).find((l) => l.type === "access" && l.path === "/about")!;
      expect(line).not.toHaveProperty("ip");
      expect(line).not.toHaveProperty("ua");
      expect(server.output()).not.toContain("someone@example.com");
      expect(server.output()).not.toContain("e2e-agent");
      const today = `access-${new Date().toISOString().slice(0, 10)}.log`;
      await expect.poll(() => readdirSync(logDir)).toContain(today);
      await expect
        .poll(() => readFileSync(path.join(logDir, today), "utf8"))
        .toMatch(/"path":"\/about".*"ip":"127\.0\.0\.1","ua":"e2e-agent"/);

      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", store: "sqlite", deliveries: "ok" });

      expect((await fetch(`${server.url}/api/metrics`)).status).toBe(401);
      expect(
        (await fetch(`${server.url}/api/metrics`, { headers: { Authorization: "Bearer wrong-token-0123456789" } }))
          .status,
      ).toBe(401);
      expect((await postEnquiry(server.url, "metrics")).status).toBe(201);
      const invalid = await fetch(`${server.url}/api/enquiries`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: "{}",
      });
      expect(invalid.status).toBe(400);
      const scrape = async () => {
        const response = await fetch(`${server.url}/api/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toContain("text/plain");
        return response.text();
      };
      await expect.poll(scrape, { timeout: 10_000 }).toContain('enquiries_received_total{status="rejected"} 1');
      const text = await scrape();
      expect(text).toContain('enquiries_received_total{status="stored"} 1');
      expect(text).toContain('enquiries_received_total{status="held"} 0');
      expect(text).toContain("enquiry_delivery_oldest_pending_seconds 0");
      expect(text).toMatch(/http_requests_total\{method="GET",status="200"\} \d+/);
      expect(text).toContain("http_request_duration_seconds_bucket");
      expect(text).toContain("process_cpu_user_seconds_total");
    });
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
});

test("without METRICS_TOKEN the metrics endpoint does not exist", async ({ request }) => {
  expect((await request.get("/api/metrics")).status()).toBe(404);
});

test("a channel down past the threshold: health says failing (still 200), one alert, then recovery", async () => {
  const sink = await startSmtpSink();
  const hook = await startWebhookReceiver();
  try {
    await sink.close();
    await withOwnServer(
      {
        SMTP_URL: sink.url,
        ENQUIRY_NOTIFY_TO: "team@agency.example",
        ENQUIRY_WEBHOOK_URL: hook.url,
        ENQUIRY_WEBHOOK_SECRET: "0123456789abcdef0123",
        ENQUIRY_ALERT_AFTER_S: "2",
        ENQUIRY_DELIVERY_MAX_BACKOFF_S: "1",
      },
      async (server) => {
        expect((await postEnquiry(server.url, "smtp-down")).status).toBe(201);
        const events = (type: string) => hook.received.filter((r) => r.headers["x-enquiry-event"] === type);
        await expect.poll(() => events("delivery.failing").length, { timeout: 20_000 }).toBe(1);
        expect(JSON.parse(events("delivery.failing")[0]!.body)).toMatchObject({
          type: "delivery.failing",
          channel: "email",
          pending: 1,
        });
        const health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ status: "ok", deliveries: "failing" });

        await sink.restart();
        await expect.poll(() => events("delivery.recovered").length, { timeout: 20_000 }).toBe(1);
        expect(events("delivery.failing")).toHaveLength(1);
        // The webhook may hear of the recovery before the mail server has taken the mails.
        const mailed = (subject: string) => () => sink.mails.some((m) => subjectOf(m.raw).startsWith(subject));
        await expect.poll(mailed("New enquiry from Ioana Marin"), { timeout: 10_000 }).toBe(true);
        await expect.poll(mailed("Recovered: email notifications"), { timeout: 10_000 }).toBe(true);
        expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ deliveries: "ok" });
        const logged = logLines(server.output()).map((l) => l.event);
        expect(logged).toEqual(
          expect.arrayContaining(["delivery.retry", "delivery.failing", "delivery.recovered", "delivery.sent"]),
        );
      },
    );
  } finally {
    await sink.close().catch(() => undefined);
    await hook.close();
  }
});

test("held for want of a proof of work, SMTP refusing connections: held notice, metrics from 0, alert and health as documented", async () => {
  const hook = await startWebhookReceiver();
  const closedSmtpPort = await freePort();
  try {
    // Exactly the operator's setup: proof of work on (the default), SMTP on a closed loopback port.
    await withOwnServer(
      {
        ENQUIRY_PROOF_OF_WORK: "on",
        SMTP_URL: `smtp://127.0.0.1:${closedSmtpPort}`,
        ENQUIRY_NOTIFY_TO: "team@agency.example",
        ENQUIRY_WEBHOOK_URL: hook.url,
        ENQUIRY_WEBHOOK_SECRET: "0123456789abcdef0123",
        ENQUIRY_ALERT_AFTER_S: "5",
        METRICS_TOKEN: TOKEN,
      },
      async (server) => {
        const scrape = async () =>
          (await fetch(`${server.url}/api/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
        const fresh = await scrape();
        for (const series of ["enquiry_deliveries_pending", "enquiry_deliveries_failed"])
          for (const channel of ["email", "webhook"])
            expect(fresh, `${series} ${channel}`).toContain(`${series}{channel="${channel}"} 0`);

        const posted = await postEnquiry(server.url, "no-proof");
        expect(posted.status).toBe(201);
        const { id } = (await posted.json()) as { id: string };
        const events = (type: string) => hook.received.filter((r) => r.headers["x-enquiry-event"] === type);
        await expect.poll(() => events("enquiry.held").length, { timeout: 10_000 }).toBe(1);
        expect(JSON.parse(events("enquiry.held")[0]!.body)).toMatchObject({
          type: "enquiry.held",
          id,
          holdReason: "no proof of work",
        });
        await expect.poll(() => events("delivery.failing").length, { timeout: 45_000 }).toBe(1);
        expect(JSON.parse(events("delivery.failing")[0]!.body)).toMatchObject({ channel: "email", pending: 1 });
        expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ deliveries: "failing" });
        expect(await scrape()).toContain('enquiry_deliveries_pending{channel="email"} 1');
      },
    );
  } finally {
    await hook.close();
  }
});

test("the digest's review link shows a held enquiry, and Release notifies the team; the link then stops working", async ({
  page,
}) => {
  const sink = await startSmtpSink();
  const mail = { SMTP_URL: sink.url, ENQUIRY_NOTIFY_TO: "team@agency.example" };
  try {
    // Proof of work on: a post without one is held.
    await withOwnServer({ ...mail, ENQUIRY_PROOF_OF_WORK: "on" }, async (server) => {
      const response = await postEnquiry(server.url, "held");
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const status = () => {
        const db = new Database(path.join(server.dataDir, "enquiries.sqlite"), { readonly: true });
        try {
          return (db.prepare("select status from enquiries where id = ?").get(id) as { status: string } | undefined)
            ?.status;
        } finally {
          db.close();
        }
      };
      expect(status()).toBe("held");
      // Held for want of a proof of work, so maybe a real visitor: the team hears at once, marked held.
      const aboutIt = () => sink.mails.filter((m) => headerValues(m.raw, "X-Enquiry-Id").includes(id));
      await expect
        .poll(() => aboutIt().map((m) => subjectOf(m.raw)), { timeout: 15_000 })
        .toEqual(["Held enquiry (review) from Ioana Marin (Danube Logistics)"]);
      expect(textOf(aboutIt()[0]!.raw)).toContain(`${server.url}/review?token=`);

      // Asynchronously: the SMTP sink in this process must keep answering while the CLI sends.
      const { stdout: cli } = await promisify(execFile)(
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "scripts/enquiries.ts", "digest"],
        { env: { ...process.env, ...mail, ENQUIRY_DATA_DIR: server.dataDir, DATABASE_URL: "", SITE_URL: server.url } },
      );
      expect(cli).toContain("Digest of 1 held enquiry sent to team@agency.example");
      const digest = sink.mails.find((m) => subjectOf(m.raw) === "Digest: 1 held enquiry to review");
      expect(digest).toBeDefined();
      const link = /Review: (\S+)/.exec(textOf(digest!.raw))?.[1] ?? "";
      expect(link.startsWith(`${server.url}/review?token=`)).toBe(true);

      // Opening the link (twice) changes nothing.
      for (let i = 0; i < 2; i++) {
        const opened = await page.goto(link);
        expect(opened?.status()).toBe(200);
      }
      const opened = await page.goto(link);
      const headers = opened!.headers();
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["x-robots-tag"]).toContain("noindex");
      expect(headers["content-security-policy"]).toContain("default-src 'none'");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["set-cookie"]).toBeUndefined();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("heading", { name: "Held enquiry" })).toBeVisible();
      await expect(page.getByText("ioana+held@example.com")).toBeVisible();
      expect(status()).toBe("held");

      await page.getByRole("button", { name: "Release" }).click();
      await expect(page.getByRole("heading", { name: "Enquiry released" })).toBeVisible();
      expect(status()).toBe("released");
      // Released: the team gets it again as an ordinary enquiry.
      await expect
        .poll(() => aboutIt().map((m) => subjectOf(m.raw)), { timeout: 15_000 })
        .toEqual([
          "Held enquiry (review) from Ioana Marin (Danube Logistics)",
          "New enquiry from Ioana Marin (Danube Logistics)",
        ]);

      const used = await page.goto(link);
      expect(used?.status()).toBe(410);
      await expect(page.getByRole("button")).toHaveCount(0);
      const tampered = await page.goto(link.replace(/.$/, (c) => (c === "0" ? "1" : "0")));
      expect(tampered?.status()).toBe(403);
      await expect(page.getByRole("button")).toHaveCount(0);
      expect(await page.context().cookies()).toEqual([]);
    });
  } finally {
    await sink.close();
  }
});
