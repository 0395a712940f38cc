import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { cookieCheckPaths, cookiesSetByOrigin, publicCookieReport } from "@/lib/launch/public-cookies";

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A loopback origin that sets the given cookies on one path, as a CDN's bot management would. */
async function originSetting(cookiePath: string, cookies: string[]): Promise<{ origin: string; seen: string[] }> {
  const seen: string[] = [];
  server = createServer((request, response) => {
    seen.push(request.url ?? "");
    if (request.url === cookiePath) response.setHeader("Set-Cookie", cookies);
    response.end("<!doctype html><title>page</title>");
  });
  await new Promise<void>((listening) => server!.listen(0, "127.0.0.1", listening));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe("launch-check --origin: cookies set in front of the server", () => {
  it("names each cookie and the page that set it, and fails the check", async () => {
    const { origin, seen } = await originSetting("/contact", [
      "__cf_bm=abc123; Path=/; HttpOnly; Secure",
      "lb_route=node-2; Path=/",
    ]);
    const findings = await cookiesSetByOrigin(origin);
    expect(seen).toEqual([...cookieCheckPaths]);
    expect(findings).toEqual([{ path: "/contact", cookies: ["__cf_bm", "lb_route"] }]);
    const report = publicCookieReport(origin, findings);
    expect(report.ok).toBe(false);
    expect(report.text).toContain("  - /contact: __cf_bm, lb_route");
  });

  it("passes an origin that sets none", async () => {
    const { origin } = await originSetting("/nowhere", ["unused=1"]);
    const report = publicCookieReport(origin, await cookiesSetByOrigin(origin));
    expect(report).toEqual({
      ok: true,
      text: `Cookies: no response from ${origin} (/, /contact, /privacy) sets a cookie.`,
    });
  });
});
