import { existsSync, readFileSync } from "node:fs";
import { parse } from "node-html-parser";
import { expect, test } from "../playwright-test";
import { templateRoutes } from "../template-routes";
import { allPages } from "@/content/registry";
import { formText } from "@/content/form-text";
import { headersForPath, parseHeadersFile } from "@/scripts/lib/headers-file.mjs";
import { inlineScriptHashes } from "@/server/page-hashes.mjs";
import { STATIC_ENQUIRY_ENDPOINT, STATIC_SITE_URL } from "../../playwright.static.config";

const SHARE_TAGS = [
  'link[rel="canonical"]',
  'meta[property="og:url"]',
  'meta[property="og:image"]',
  'meta[name="twitter:image"]',
];

// Every route's file, by request: one h1, public share URLs, no local address, and a header file policy
// that allows its inline scripts.
for (const record of allPages) {
  test(`${record.path} is a plain file with its h1, public URLs and its script hashes in the policy`, async ({
    request,
  }) => {
    const response = await request.get(record.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const root = parse(html);
    expect(root.querySelectorAll("h1")).toHaveLength(1);
    for (const selector of SHARE_TAGS) {
      const tag = root.querySelector(selector);
      const url = tag?.getAttribute("href") ?? tag?.getAttribute("content") ?? "";
      expect(url === STATIC_SITE_URL || url.startsWith(`${STATIC_SITE_URL}/`), `${selector}: ${url}`).toBe(true);
    }
    expect(html).not.toMatch(/localhost|127\.0\.0\.1/);
    const csp = response.headers()["content-security-policy"] ?? "";
    for (const hash of inlineScriptHashes(html)) expect(csp).toContain(`'${hash}'`);
  });
}

// Each template in the browser once: its policy lets the page run with no violation or script error.
for (const path of templateRoutes.map((route) => route.path)) {
  test(`${path} loads and hydrates with no policy violation`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}

test("an unknown path answers the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
});

test("the sitemap, robots, icons, security.txt and images are files too, and no API is exported", async ({
  request,
}) => {
  for (const path of [
    "/sitemap.xml",
    "/robots.txt",
    "/favicon.ico",
    "/icon.svg",
    "/apple-icon.png",
    "/manifest.webmanifest",
    "/.well-known/security.txt",
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`<loc>${STATIC_SITE_URL}/about</loc>`);
  const html = await (await request.get("/")).text();
  for (const asset of html.match(/\/assets\/(hero|og|work)\/[^"\\]+\.(svg|png)/g) ?? []) {
    expect((await request.get(asset)).status(), asset).toBe(200);
  }
  expect(existsSync("out/api")).toBe(false);
});

test("out/_headers gives every page one CSP with its own script hashes, plus the shared headers", async ({
  request,
}) => {
  const rules = parseHeadersFile(readFileSync("out/_headers", "utf8"));
  for (const { path } of allPages) {
    const csp = headersForPath(rules, path).get("content-security-policy") ?? "";
    expect(csp.match(/default-src/g), `${path}: one policy`).toHaveLength(1);
    expect(csp).toContain(`connect-src 'self' ${new URL(STATIC_ENQUIRY_ENDPOINT).origin}`);
  }
  const response = await request.get("/services/seo");
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  for (const hash of inlineScriptHashes(await response.text())) expect(csp).toContain(`'${hash}'`);
  expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(headers["strict-transport-security"]).toBe("max-age=63072000");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBeUndefined();
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");

  const nginx = readFileSync("deploy/nginx.conf", "utf8");
  for (const { path } of allPages) expect(nginx).toContain(`location = ${path} {`);
});

async function fillHomeForm(page: import("@playwright/test").Page) {
  await page.goto("/");
  const form = page.locator("#contact-section");
  await form.getByLabel(formText.labels.name).fill("Elena Georgescu");
  await form.getByLabel(formText.labels.email).fill("elena@example.com");
  await form.getByLabel(formText.labels.company).fill("Danube Logistics");
  await form.getByLabel(formText.labels.message).fill("We need a customer portal for tracking shipments.");
  return form;
}

test("the form posts its JSON to the configured external endpoint and confirms", async ({ page }) => {
  let posted: unknown;
  await page.route(STATIC_ENQUIRY_ENDPOINT, async (route) => {
    posted = route.request().postDataJSON();
    await route.fulfill({ status: 200, json: { ok: true }, headers: { "Access-Control-Allow-Origin": "*" } });
  });
  const form = await fillHomeForm(page);
  await form.getByRole("button", { name: formText.submit }).click();
  await expect(page.getByText(formText.success)).toBeVisible();
  expect(posted).toEqual({
    name: "Elena Georgescu",
    email: "elena@example.com",
    company: "Danube Logistics",
    message: "We need a customer portal for tracking shipments.",
  });
  await expect(form.getByLabel(formText.labels.name)).toHaveValue("");
});

test("a failing endpoint shows the failure notice and keeps what was typed", async ({ page }) => {
  await page.route(STATIC_ENQUIRY_ENDPOINT, (route) =>
    route.fulfill({ status: 500, body: "down", headers: { "Access-Control-Allow-Origin": "*" } }),
  );
  const form = await fillHomeForm(page);
  await form.getByRole("button", { name: formText.submit }).click();
  await expect(page.getByText(formText.failure)).toBeVisible();
  await expect(form.getByLabel(formText.labels.name)).toHaveValue("Elena Georgescu");
  await expect(form.getByLabel(formText.labels.message)).toHaveValue(
    "We need a customer portal for tracking shipments.",
  );
});
