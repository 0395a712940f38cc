import { devices, expect, test, type Page } from "../playwright-test";
import { templatePaths } from "../template-routes";

// A reader's visit, once per template (tests/http/pages.spec.ts reads every route's HTML for foreign
// resources and the CSP's script hashes): no request leaves the origin, nothing is stored, no policy breaks.

/** Records every write to cookies and Web Storage, even one that is later cleared. */
const RECORD_STORAGE_WRITES = () => {
  const writes: string[] = [];
  (window as unknown as { __storageWrites: string[] }).__storageWrites = writes;
  for (const method of ["setItem", "removeItem", "clear"] as const) {
    const original = Storage.prototype[method];
    Storage.prototype[method] = function (this: Storage, ...args: unknown[]) {
      writes.push(`${method}(${args.map(String).join(", ")})`);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as never;
  }
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
  Object.defineProperty(document, "cookie", {
    get: () => cookie?.get?.call(document),
    set: (value: string) => {
      writes.push(`cookie=${value}`);
      cookie?.set?.call(document, value);
    },
  });
  const open = indexedDB.open.bind(indexedDB);
  indexedDB.open = (name: string, version?: number) => {
    writes.push(`indexedDB.open(${name})`);
    return open(name, version);
  };
};

/** Visits a route like a reader: loads it, scrolls to the end and opens the menu. */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.waitForLoadState("networkidle");
}

const { defaultBrowserType: _browser, ...phone } = devices["Pixel 7"];
for (const [viewport, options] of [
  ["1440 px", { viewport: { width: 1440, height: 900 } }],
  ["a phone", { ...phone, viewport: { width: 390, height: 844 } }],
] as const) {
  test.describe(`on ${viewport}`, () => {
    test.use(options);
    for (const path of templatePaths) {
      test(`${path} stays on this origin, stores nothing and breaks no policy`, async ({ page, context, baseURL }) => {
        const origin = new URL(baseURL!).origin;
        const foreign: string[] = [];
        const problems: string[] = [];
        page.on("request", (request) => {
          const url = new URL(request.url());
          if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin) foreign.push(request.url());
        });
        page.on("console", (message) => {
          if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text()))
            problems.push(message.text());
        });
        page.on("pageerror", (error) => problems.push(error.message));
        await page.addInitScript(RECORD_STORAGE_WRITES);

        await visit(page, path);

        expect(foreign, "requests to other origins").toEqual([]);
        expect(problems, "policy violations and script errors").toEqual([]);
        expect(await context.cookies(), "cookies").toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { __storageWrites: string[] }).__storageWrites)).toEqual(
          [],
        );
        expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

        for (const link of await page.locator('a[target="_blank"]').all()) {
          const rel = (await link.getAttribute("rel")) ?? "";
          expect(rel.split(/\s+/), `rel of ${await link.getAttribute("href")}`).toEqual(
            expect.arrayContaining(["noopener", "noreferrer"]),
          );
        }
      });
    }
  });
}

test("the contact form sends an enquiry without a policy violation or a storage write", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  await page.addInitScript(RECORD_STORAGE_WRITES);
  await page.goto("/contact");
  await page.getByLabel("Full Name *").fill("Ioana Marin");
  await page.getByLabel("Email Address *").fill("ioana@example.com");
  await page.getByLabel("Message *").fill("We would like a quote for rebuilding our clinic booking site.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent! We'll get back to you soon.")).toBeVisible();
  expect(problems).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __storageWrites: string[] }).__storageWrites)).toEqual([]);
});
