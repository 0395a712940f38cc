import { SERVER_PAGE_POLICY } from "@/platform/security-headers.mjs";
import { expect, test, type APIResponse } from "../playwright-test";
import { inlineScriptHashes } from "@/server/page-hashes.mjs";

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const directives = new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")] as const;
    }),
  );
  expect(directives.get("default-src"), `${what}: default-src`).toBe("'self'");
  expect(directives.get("object-src"), `${what}: object-src`).toBe("'none'");
  expect(directives.get("base-uri"), `${what}: base-uri`).toBe("'self'");
  expect(directives.get("frame-ancestors"), `${what}: frame-ancestors`).toBe("'none'");
  expect(directives.get("form-action"), `${what}: form-action`).toBe("'self'");
  expect(directives.get("connect-src"), `${what}: connect-src`).toBe("'self'");
  expect(directives.get("script-src"), `${what}: script-src`).not.toMatch(/unsafe/);
  expect(csp, what).not.toMatch(/unsafe-eval/);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  // Served over plain HTTP here: HSTS belongs only on HTTPS (SITE_URL https://…).
  expect(headers["strict-transport-security"], what).toBeUndefined();
  expect(headers["x-powered-by"], what).toBeUndefined();
  expect(headers["set-cookie"], what).toBeUndefined();
  return directives;
}

test("pages carry the security headers, a CSP with their own inline-script hashes, and revalidate", async ({
  request,
}) => {
  for (const path of ["/", "/about", "/services/web-design", "/case-studies/healthcare-saas"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const directives = expectSecurityHeaders(response, path);
    const allowed = (directives.get("script-src") ?? "").split(" ");
    const inline = inlineScriptHashes(await response.text());
    expect(inline.length, `${path} has inline scripts to hash`).toBeGreaterThan(0);
    for (const hash of inline) expect(allowed, `${path} allows its inline script`).toContain(`'${hash}'`);
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    // A visitor arriving from another site keeps the browsing context group: no fresh renderer to start.
    expect(response.headers()["cross-origin-opener-policy"], path).toBeUndefined();
  }
});

test("the 404 page, the API and the assets carry the security headers and the right caching", async ({ request }) => {
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing, "404");

  const api = await request.get("/api/enquiries");
  expect(api.status()).toBe(405);
  const review = await request.get("/review");
  for (const [what, answer] of [
    ["API", api],
    ["review page", review],
  ] as const) {
    // The answers that carry enquiry data run no script and are isolated from other sites' windows.
    expect(answer.headers()["content-security-policy"], what).toBe(SERVER_PAGE_POLICY);
    expect(answer.headers()["cross-origin-opener-policy"], what).toBe("same-origin");
    expect(answer.headers()["x-content-type-options"], what).toBe("nosniff");
    expect(answer.headers()["x-frame-options"], what).toBe("DENY");
  }

  const html = await (await request.get("/")).text();
  const hero = /\/assets\/hero\/[^"\\]+\.svg/.exec(html)?.[0];
  const script = /\/_next\/static\/[^"\\]+\.js/.exec(html)?.[0];
  for (const asset of [hero, script]) {
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response, asset!);
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
  }

  // Names without a content hash are never cached for good.
  for (const path of ["/favicon.ico", "/icon.svg", "/sitemap.xml", "/robots.txt"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).not.toMatch(/immutable/);
  }
  const stale = hero!.replace(/\.[0-9a-f]{8}\.svg$/, ".00000000.svg");
  expect((await request.get(stale)).status(), "an art file name with the wrong hash").toBe(404);
});

test("text answers are compressed", async ({ request }) => {
  const response = await request.get("/about", { headers: { "Accept-Encoding": "gzip, br" } });
  expect(response.headers()["content-encoding"]).toMatch(/gzip|br/);
});

test("security.txt names a contact and an expiry within a year", async ({ request }) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
  const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? "");
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
});

test("the health check answers 200 with the store's state", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok", store: "sqlite", deliveries: "ok" });
});
