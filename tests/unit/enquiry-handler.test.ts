import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleEnquiry, MAX_BODY_BYTES } from "@/lib/server/inbox/handle-enquiry";
import { RateLimiter } from "@/lib/server/inbox/rate-limit";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { logger } from "@/lib/server/observe/logger";
import { readServerSettings, type ServerSettings } from "@/lib/settings/schema.mjs";

const URL_ = "http://localhost:3000/api/enquiries";
const valid = { name: "Ana Popescu", email: "ana@example.com", company: "Acme", message: "We need a booking app." };

type Init = { body?: BodyInit | null; headers?: Record<string, string>; method?: string };
const post = ({ body = JSON.stringify(valid), headers = {}, method = "POST" }: Init = {}) =>
  new Request(URL_, {
    method,
    body,
    headers: {
      "content-type": "application/json",
      host: "localhost:3000",
      "x-forwarded-for": "203.0.113.9",
      ...headers,
    },
  });

// The PostgreSQL half runs against TEST_DATABASE_URL (set by .ci/run), never the inbox DATABASE_URL names.
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (!testDatabaseUrl)
  console.warn("TEST_DATABASE_URL is not set: the PostgreSQL inbox tests are skipped (.ci/run sets it).");
const sqliteDir = mkdtempSync(path.join(tmpdir(), "enquiries-"));
afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));

const stores: [string, ServerSettings][] = [
  ["SQLite", readServerSettings({ ENQUIRY_DATA_DIR: sqliteDir })],
  ...(testDatabaseUrl
    ? [["PostgreSQL", readServerSettings({ DATABASE_URL: testDatabaseUrl })] as [string, ServerSettings]]
    : []),
];

describe.each(stores)("enquiry inbox on %s", (_name, settings) => {
  let store: EnquiryStore;
  const deps = () => ({
    store: async () => store,
    limiter: new RateLimiter(0),
    allowedOrigins: ["https://agency.example"],
  });

  beforeAll(async () => {
    store = await EnquiryStore.open(settings);
  });
  afterAll(async () => {
    await store.close();
  });

  it("stores a valid enquiry with id, time and source page, then answers 201", async () => {
    const before = await store.count();
    const response = await handleEnquiry(
      post({ headers: { referer: "http://localhost:3000/services/seo?x=1" } }),
      deps(),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [latest] = await store.list(1);
    expect(latest).toMatchObject({ id, ...valid, sourcePath: "/services/seo" });
    expect(Date.now() - Date.parse(latest!.createdAt)).toBeLessThan(60_000);
    expect(await store.count()).toBe(before + 1);
  });

  it("accepts the contact page's fullName body", async () => {
    const { name, ...rest } = valid;
    const response = await handleEnquiry(post({ body: JSON.stringify({ fullName: name, ...rest }) }), deps());
    expect(response.status).toBe(201);
  });

  it.each([
    "O'Brien & Sons; DROP TABLE enquiries; --",
    "<script>alert('x')</script><b>bold</b>",
    "Hello 👋🏽 from the team 🚀",
    "مرحبا، نريد تطبيقاً للحجوزات",
    '=HYPERLINK("http://evil")',
    "Line one\n\tLine two\r\nLine three",
  ])("stores legitimate text exactly as sent: %j", async (message) => {
    const response = await handleEnquiry(post({ body: JSON.stringify({ ...valid, message }) }), deps());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [latest] = await store.list(1);
    expect(latest).toMatchObject({ id, message: message.trim() });
  });

  const big = JSON.stringify({ ...valid, message: "a".repeat(MAX_BODY_BYTES) });
  const hostile: [string, Init, number][] = [
    ["non-JSON text", { body: "name=Ana&email=a@b.co" }, 415],
    ["truncated JSON", { body: '{"name":"Ana",' }, 415],
    ["wrong content type", { headers: { "content-type": "text/plain" } }, 415],
    ["no content type", { headers: { "content-type": "" } }, 415],
    ["oversize body", { body: big }, 413],
    ["empty body", { body: "" }, 415],
    ["JSON null", { body: "null" }, 400],
    ["a JSON array", { body: JSON.stringify([valid]) }, 400],
    ["a JSON string", { body: JSON.stringify("hello") }, 400],
    ["a number for the name", { body: JSON.stringify({ ...valid, name: 42 }) }, 400],
    ["an array for the message", { body: JSON.stringify({ ...valid, message: ["a", "b"] }) }, 400],
    ["a nested object", { body: JSON.stringify({ ...valid, company: { name: "Acme" } }) }, 400],
    ["a null byte", { body: JSON.stringify({ ...valid, name: "Ana\u0000" }) }, 400],
    ["an escape character", { body: JSON.stringify({ ...valid, message: "hi\u001b[31m" }) }, 400],
    ["a missing email", { body: JSON.stringify({ name: "Ana", message: "hi" }) }, 400],
    ["an empty object", { body: "{}" }, 400],
    ["an unknown key", { body: JSON.stringify({ ...valid, admin: true }) }, 400],
    ["a __proto__ key", { body: '{"name":"Ana","email":"a@b.co","message":"hi","__proto__":{"admin":true}}' }, 400],
    ["a constructor key", { body: JSON.stringify({ ...valid, constructor: { prototype: {} } }) }, 400],
    ["an invalid email", { body: JSON.stringify({ ...valid, email: "ana@" }) }, 400],
    ["an email over 254 characters", { body: JSON.stringify({ ...valid, email: `${"a".repeat(250)}@b.co` }) }, 400],
    ["a message over 5000 characters", { body: JSON.stringify({ ...valid, message: "a".repeat(5001) }) }, 400],
    ["a foreign origin", { headers: { origin: "https://evil.example" } }, 403],
  ];

  it.each(hostile)("refuses %s and stores nothing", async (_label, init, status) => {
    const before = await store.count();
    const response = await handleEnquiry(post(init), deps());
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
    expect(await store.count()).toBe(before);
  });

  it("answers a form post whose fields are not the form's with the HTML failure page, storing nothing", async () => {
    const before = await store.count();
    const response = await handleEnquiry(
      post({ headers: { "content-type": "application/x-www-form-urlencoded" } }),
      deps(),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await store.count()).toBe(before);
  });

  it("lists field errors on a 400", async () => {
    const response = await handleEnquiry(post({ body: JSON.stringify({ name: "", email: "x", message: "" }) }), deps());
    const body = (await response.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field).sort()).toEqual(["email", "message", "name"]);
  });

  it("accepts the site's own origin and listed origins", async () => {
    for (const origin of ["http://localhost:3000", "https://agency.example"]) {
      expect((await handleEnquiry(post({ headers: { origin } }), deps())).status).toBe(201);
    }
  });

  it("answers 429 with Retry-After past the per-IP limit", async () => {
    const limited = { ...deps(), limiter: new RateLimiter(2) };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await handleEnquiry(post(), limited)).status);
    expect(statuses).toEqual([201, 201, 429]);
    const response = await handleEnquiry(post(), limited);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await handleEnquiry(post({ headers: { "x-forwarded-for": "198.51.100.1" } }), limited)).status).toBe(201);
  });

  it("answers 503 and stores nothing when the store fails", async () => {
    const before = await store.count();
    const logged = vi.spyOn(logger(), "error").mockImplementation(() => undefined);
    const failing = { ...deps(), store: async () => Promise.reject(new Error("disk full")) };
    const response = await handleEnquiry(post(), failing);
    expect(response.status).toBe(503);
    expect(logged).toHaveBeenCalledWith(
      { event: "enquiry.store-failed", error: "disk full" },
      "Enquiry could not be stored",
    );
    logged.mockRestore();
    expect(await store.count()).toBe(before);
  });
});
