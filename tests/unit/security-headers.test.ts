import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readStaticBuildSettings } from "@/lib/settings/schema.mjs";
import { securityTxt, SECURITY_TXT_VALID_DAYS } from "@/lib/seo/security-txt";
import { headersForPath, parseHeadersFile } from "@/scripts/lib/headers-file.mjs";
import { headersFile, metaPolicy, nginxSnippet } from "@/scripts/lib/static-headers";
import { inlineScriptHashes, routeOfHtmlFile } from "@/server/page-hashes.mjs";
import {
  contentSecurityPolicy,
  inboxSecurityHeaders,
  SERVER_PAGE_POLICY,
  securityHeaders,
  sharedSecurityHeaders,
} from "@/platform/security-headers.mjs";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inline script hashes", () => {
  it("hashes each executable inline script exactly as written, once", () => {
    const html = [
      "<script>self.a=1</script>",
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">(self.b=[]).push(1)</script>',
      '<script type="module">import("/x.js")</script>',
      "<script>self.a=1</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("self.a=1"), sha("(self.b=[]).push(1)"), sha('import("/x.js")')]);
  });

  it("hashes only real script elements: not one inside a comment or an attribute value", () => {
    const html = [
      "<!-- <script>self.commented=1</script> -->",
      '<meta name="description" content="<script>self.quoted=1</script>">',
      '<script type="application/ld+json">{"text":"<script>self.json=1</script>"}</script>',
      "<script>if (a<b) self.real=1</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("if (a<b) self.real=1")]);
  });

  it("maps prerendered files to the paths they answer", () => {
    expect(routeOfHtmlFile("index.html")).toBe("/");
    expect(routeOfHtmlFile("about.html")).toBe("/about");
    expect(routeOfHtmlFile("services/web-design.html")).toBe("/services/web-design");
    expect(routeOfHtmlFile("_not-found.html")).toBe("/_not-found");
  });
});

describe("content security policy", () => {
  const directives = (policy: string) =>
    new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")] as const));

  it("allows inline scripts only by hash, never eval, and locks framing, plugins and the base URL", () => {
    const policy = directives(
      contentSecurityPolicy({ scriptHashes: [sha("x")], enquiryEndpoint: "/api/enquiries", https: false }),
    );
    expect(policy.get("default-src")).toBe("'self'");
    expect(policy.get("script-src")).toBe(`'self' '${sha("x")}'`);
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'self'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.get("form-action")).toBe("'self'");
    expect(policy.get("connect-src")).toBe("'self'");
    expect([...policy.values()].join(" ")).not.toMatch(/unsafe-eval/);
    expect(policy.get("script-src")).not.toMatch(/unsafe-inline/);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("lets the forms reach an external enquiry endpoint, and only its origin", () => {
    const policy = directives(
      contentSecurityPolicy({ enquiryEndpoint: "https://forms.example.net/f/lumora?x=1", https: true }),
    );
    expect(policy.get("connect-src")).toBe("'self' https://forms.example.net");
    expect(policy.get("form-action")).toBe("'self' https://forms.example.net");
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("sends HSTS only over HTTPS, and the other headers always", () => {
    const names = (https: boolean) => securityHeaders({ enquiryEndpoint: "/api/enquiries", https }).map(([n]) => n);
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).toEqual(
      expect.arrayContaining([
        "Content-Security-Policy",
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Permissions-Policy",
      ]),
    );
  });

  it("leaves window isolation to the inbox's answers, off the public pages", () => {
    const names = securityHeaders({ enquiryEndpoint: "/api/enquiries", https: true }).map(([n]) => n);
    expect(names).not.toContain("Cross-Origin-Opener-Policy");
    expect(new Map(inboxSecurityHeaders(true))).toEqual(
      new Map([
        ["Content-Security-Policy", SERVER_PAGE_POLICY],
        ...sharedSecurityHeaders(true),
        ["Cross-Origin-Opener-Policy", "same-origin"],
      ]),
    );
  });
});

describe("static host headers", () => {
  const pages = new Map([
    ["/", [sha("home")]],
    ["/about", [sha("about")]],
    ["/404", [sha("missing")]],
  ]);
  const options = { enquiryEndpoint: "https://forms.example.net/lumora" };

  it("gives each page exactly one CSP, with its own hashes, and the shared headers everywhere", () => {
    const rules = parseHeadersFile(headersFile(pages, options));
    const about = headersForPath(rules, "/about");
    expect(about.get("content-security-policy")).toContain(`'${sha("about")}'`);
    expect(about.get("content-security-policy")).not.toContain(sha("home"));
    expect(about.get("content-security-policy")).not.toContain(", ");
    expect(about.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(about.get("strict-transport-security")).toBe("max-age=63072000");
    expect(about.get("x-content-type-options")).toBe("nosniff");
    expect(headersForPath(rules, "/").get("content-security-policy")).toContain(sha("home"));
    expect(headersForPath(rules, "/_next/static/chunks/a.js").get("cache-control")).toMatch(/immutable/);
    expect(headersForPath(rules, "/_next/static/chunks/a.js").has("content-security-policy")).toBe(false);
  });

  it("writes an nginx location per page that repeats the shared headers", () => {
    const conf = nginxSnippet(pages, options);
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toMatch(
      /location = \/about \{[^}]*Content-Security-Policy "[^"]*'sha256-[^}]*try_files \/about\.html =404;/,
    );
    expect(conf).toMatch(/location = \/ \{[^}]*try_files \/index\.html =404;/);
    expect(conf).toMatch(/location = \/404\.html \{[^}]*X-Content-Type-Options[^}]*internal;/);
    expect(conf.match(/add_header X-Content-Type-Options/g)).toHaveLength(6);
  });

  it("puts a <meta> policy in each page without the directives <meta> cannot carry", () => {
    const meta = metaPolicy([sha("home")], options);
    expect(meta).toMatch(
      /^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );
    expect(meta).not.toMatch(/frame-ancestors|upgrade-insecure-requests/);
  });
});

describe("static build settings", () => {
  const valid = { SITE_URL: "https://www.lumora.example", NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f" };

  it("accepts a public origin and an absolute endpoint", () => {
    expect(readStaticBuildSettings(valid)).toEqual(valid);
  });

  it.each([
    [{ NEXT_PUBLIC_ENQUIRY_ENDPOINT: valid.NEXT_PUBLIC_ENQUIRY_ENDPOINT }, /SITE_URL: required for a static build/],
    [{ SITE_URL: valid.SITE_URL }, /NEXT_PUBLIC_ENQUIRY_ENDPOINT: required for a static build/],
    [{ ...valid, NEXT_PUBLIC_ENQUIRY_ENDPOINT: "/api/enquiries" }, /NEXT_PUBLIC_ENQUIRY_ENDPOINT: must be an absolute/],
    [{ ...valid, SITE_URL: "" }, /SITE_URL: required/],
  ])("stops with a message naming what is missing: %o", (env, message) => {
    expect(() => readStaticBuildSettings(env)).toThrow(message);
  });
});

describe("security.txt", () => {
  it("names a contact, the canonical address and an expiry less than a year ahead", () => {
    const builtAt = new Date("2026-11-21T15:00:00Z");
    const text = securityTxt("https://www.lumora.example", builtAt);
    expect(text).toMatch(/^Contact: mailto:hello@lumora\.studio$/m);
    expect(text).toMatch(/^Canonical: https:\/\/www\.lumora\.example\/\.well-known\/security\.txt$/m);
    const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!);
    expect(expires.toISOString()).toBe("2027-05-20T00:00:00.000Z");
    expect(SECURITY_TXT_VALID_DAYS).toBeLessThan(365);
  });
});
