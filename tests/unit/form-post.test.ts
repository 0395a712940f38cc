import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleEnquiry } from "@/lib/server/inbox/handle-enquiry";
import { RateLimiter } from "@/lib/server/inbox/rate-limit";
import { EnquiryStore } from "@/lib/server/inbox/store";
import { sample, testStores } from "./support/stores";

const SUCCESS = "Message sent! We&#x27;ll get back to you soon.";
const FAILURE = "Failed to send message. Please try again.";

const formPost = (fields: Record<string, string>, referer = "http://localhost:3000/services/seo") =>
  new Request("http://localhost:3000/api/enquiries", {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      host: "localhost:3000",
      origin: "http://localhost:3000",
      referer,
    },
  });

describe.each(testStores("form-post.test.ts"))("no-JavaScript form posts on %s", (_name, settings) => {
  let store: EnquiryStore;
  beforeAll(async () => {
    store = await EnquiryStore.open(settings);
  });
  afterAll(() => store.close());
  const deps = (extra = {}) => ({
    store: async () => store,
    limiter: new RateLimiter(0),
    allowedOrigins: ["http://localhost:3000"],
    channels: ["email" as const],
    proofOfWork: true,
    ...extra,
  });

  it("stores the enquiry as held and answers a page in the site's style with a link back", async () => {
    const fields = { ...sample("nojs"), message: "Line one\r\nLine two" };
    const response = await handleEnquiry(formPost(fields), deps());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain(SUCCESS);
    expect(page).toContain('href="/services/seo"');
    expect(page).toContain("#0b0d1a");
    expect(page).not.toMatch(/<script|https?:\/\/(?!www\.w3)/);
    const [latest] = await store.list(1);
    expect(latest).toMatchObject({
      email: fields.email,
      message: "Line one\nLine two",
      status: "held",
      sourcePath: "/services/seo",
    });
  });

  it("accepts the contact page's fullName field", async () => {
    const { name, ...rest } = sample("fullname");
    expect((await handleEnquiry(formPost({ fullName: name, ...rest }), deps())).status).toBe(200);
    expect((await store.list(1))[0]).toMatchObject({ name });
  });

  it.each(["https://evil.example/phish", "http://localhost:3000//evil.example/x", "not a url"])(
    "links back to / for the Referer %j",
    async (referer) => {
      const page = await (await handleEnquiry(formPost(sample("ref"), referer), deps())).text();
      expect(page).toContain('href="/"');
    },
  );

  it("a filled honeypot shows the success page and stores nothing", async () => {
    const before = await store.count();
    const response = await handleEnquiry(formPost({ ...sample("bot"), website: "https://spam.example" }), deps());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(SUCCESS);
    expect(await store.count()).toBe(before);
  });

  it("a validation failure answers 400 with the visitor's text escaped in a form to send again", async () => {
    const hostile = '</textarea><script>alert("x")</script>';
    const response = await handleEnquiry(
      formPost({ name: 'Eve "<b>"', email: "not-an-email", company: "", message: hostile }),
      deps(),
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(FAILURE);
    expect(page).toContain("Email address is not valid");
    expect(page).toContain("&lt;/textarea&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page).toContain('value="Eve &quot;&lt;b&gt;&quot;"');
    expect(page).toContain('<form method="post" action="/api/enquiries">');
    expect(page).not.toContain("<script>");
  });

  it("a store failure answers 503 with the text kept", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = deps({ store: async () => Promise.reject(new Error("disk full")) });
    const response = await handleEnquiry(formPost({ ...sample("down"), message: "Keep <this>" }), failing);
    logged.mockRestore();
    expect(response.status).toBe(503);
    const page = await response.text();
    expect(page).toContain(FAILURE);
    expect(page).toContain("Keep &lt;this&gt;");
  });
});
