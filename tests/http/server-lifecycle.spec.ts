import type { ChildProcess } from "node:child_process";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "../playwright-test";
import { refusedStart, withOwnServer } from "../own-server";

// Each test starts its own production server (the build the suite already made) and stops it.
test.describe.configure({ mode: "serial" });

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; ms: number }>((resolve) => {
    const started = Date.now();
    child.once("exit", (code) => resolve({ code, ms: Date.now() - started }));
  });

test("SIGTERM lets an enquiry still arriving finish: stored, answered 201, exit 0 within 10 s", async () =>
  withOwnServer({}, async (server) => {
    const body = JSON.stringify({
      name: "Mihai Ionescu",
      email: "mihai@example.com",
      company: "Carpathia Freight",
      message: "We need a tracking portal for our drivers and dispatchers.",
    });
    let answer: IncomingMessage | undefined;
    const answered = new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}/api/enquiries`,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(body),
            Origin: server.url,
            Referer: `${server.url}/contact`,
          },
        },
        (res) => {
          answer = res;
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve(text));
        },
      );
      req.on("error", reject);
      // Half the body now, the rest after the signal.
      req.write(body.slice(0, 40));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(40)), 500);
      }, 300);
    });
    const exit = exited(server.child);

    const text = await answered;
    expect(answer?.statusCode, text).toBe(201);
    const { id } = JSON.parse(text) as { id: string };

    // No new connection is taken while it drains.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    const { code, ms } = await exit;
    expect(code, server.output()).toBe(0);
    expect(ms).toBeLessThan(10_000);
    expect(server.output()).toContain("Stopped cleanly");

    const db = new Database(path.join(server.dataDir, "enquiries.sqlite"), { readonly: true });
    const row = db.prepare("select name, company from enquiries where id = ?").get(id);
    db.close();
    expect(row).toEqual({ name: "Mihai Ionescu", company: "Carpathia Freight" });
  }));

test("while it drains, a request already arriving for the health check is answered 503 stopping", async () =>
  withOwnServer({}, async (server) => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), "127.0.0.1");
    let reply = "";
    socket.on("data", (chunk) => (reply += chunk));
    await new Promise((resolve) => socket.once("connect", resolve));
    // The request line now, the end of the headers after the signal: a load balancer's probe in flight.
    socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
    const exit = exited(server.child);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.end("\r\n");
    await new Promise((resolve) => socket.once("close", resolve));
    expect(reply).toMatch(/^HTTP\/1\.1 503/);
    expect(reply).toContain('{"status":"stopping"}');
    expect((await exit).code, server.output()).toBe(0);
  }));

test("SIGINT on an idle server exits 0 at once", async () =>
  withOwnServer({}, async (server) => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const exit = exited(server.child);
    server.child.kill("SIGINT");
    const { code, ms } = await exit;
    expect(code, server.output()).toBe(0);
    expect(ms).toBeLessThan(3_000);
  }));

test("the health check answers 503 when the store cannot be opened", async () =>
  withOwnServer({ ENQUIRY_DATA_DIR: "/dev/null/no-such-dir" }, async (server) => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", store: "not answering" });
    // The pages are still served: a broken store takes down the inbox, not the site.
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
  }));

test("behind HTTPS (SITE_URL https://…) the server adds HSTS and upgrades insecure requests", async () =>
  withOwnServer({ SITE_URL: "https://www.lumora.example", ENQUIRY_NOTIFY_NONE: "acknowledged" }, async (server) => {
    const response = await fetch(`${server.url}/about`);
    expect(response.status).toBe(200);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000");
    expect(response.headers.get("content-security-policy")).toMatch(/; upgrade-insecure-requests$/);
  }));

test("an invalid setting stops the server before it listens, naming the variable as a build would", async () => {
  const { code, output, ms } = await refusedStart({ TRUST_PROXY_HOPS: "two" });
  expect(code).toBe(1);
  expect(output).toContain("Invalid settings:\n  TRUST_PROXY_HOPS: must be a whole number from 0 to 10");
  expect(output).not.toContain("Lumora ready");
  expect(ms).toBeLessThan(10_000);
});
