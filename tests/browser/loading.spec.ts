// Plain Playwright: this file watches what a page does before anyone touches it, so its `goto` must
// not reach for the page the way the shared fixture's does.
import { expect, test, type Page, type Request } from "@playwright/test";
import { contactForm, fillForm, SUCCESS } from "./support";

// Next.js's chunks and the React payload the build moved out of the page.
const isScript = (url: string) => /\/_next\/static\/(chunks|payload)\/[^/]+\.js$/.test(url);

/** Every chunk request the page makes from now on. */
function watchChunks(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request: Request) => {
    if (isScript(request.url())) asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 20_000 });

/** Long enough for a timer, an idle callback or a paint observer to have asked for script. */
const idle = (page: Page) => page.waitForTimeout(3_000);

test.describe("script on the visitor's first intent", () => {
  for (const path of ["/", "/about", "/case-studies/healthcare-saas"]) {
    test(`${path} downloads no script while the visitor only reads, and hydrates on a key press`, async ({ page }) => {
      const asked = watchChunks(page);
      await page.goto(path);
      await page.mouse.wheel(0, 1200);
      await idle(page);
      expect(asked).toEqual([]);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

      await page.keyboard.press("Shift");
      await hydrated(page);
      expect(asked.length).toBeGreaterThan(3);
    });
  }

  test("the loader asks for React's payload and each listed chunk once, and neither is left in the page", async ({
    page,
  }) => {
    const response = await page.goto("/technologies/go");
    const html = await response!.text();
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain("self.__next_f");
    await page.keyboard.press("Tab");
    await hydrated(page);
    const listed = (await page.locator("script[data-load-on-intent]").getAttribute("data-load-on-intent"))!.split(" ");
    expect(listed[0]).toMatch(/^\/_next\/static\/payload\/[0-9a-f]{16}\.js$/);
    const loaded = await page
      .locator("head script[src]:not([nomodule])")
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("src")));
    for (const chunk of listed)
      expect(
        loaded.filter((src) => src === chunk),
        chunk,
      ).toHaveLength(1);
  });

  test("a click on the menu button opens the menu at once, and the menu is modal once React has hydrated", async ({
    page,
  }) => {
    const asked = watchChunks(page);
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    await hydrated(page);
    expect(asked.length).toBeGreaterThan(3);
    // Still open, now with the focus inside it and the page behind it inert.
    await expect(menu).toBeVisible();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    await expect(page.locator("main")).toHaveJSProperty("inert", true);
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true });

    test("a tap on the menu button draws the menu before any script is requested", async ({ page }) => {
      await page.goto("/about");
      // The time of the first frame that draws the open menu, read in the page.
      await page.evaluate(() => {
        document.addEventListener(
          "beforetoggle",
          (event) => {
            if ((event as ToggleEvent).newState !== "open") return;
            requestAnimationFrame(() => ((window as unknown as { menuFrame: number }).menuFrame = performance.now()));
          },
          { capture: true, once: true },
        );
      });
      await page.getByRole("button", { name: "Menu" }).tap();
      await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
      await hydrated(page);
      const { menuFrame, chunkStarts } = await page.evaluate(() => ({
        menuFrame: (window as unknown as { menuFrame: number }).menuFrame,
        chunkStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/(chunks|payload)\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(chunkStarts.length).toBeGreaterThan(3);
      for (const start of chunkStarts) expect(start).toBeGreaterThanOrEqual(menuFrame);
    });
  });

  test("a mouse resting on the menu button starts the download before the click", async ({ page }) => {
    const asked = watchChunks(page);
    await page.goto("/services/web-design");
    await page.getByRole("button", { name: "Menu" }).hover();
    await hydrated(page);
    expect(asked.length).toBeGreaterThan(3);
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeHidden();
  });

  test("a click on a link to another page asks for no script on either page", async ({ page }) => {
    const asked = watchChunks(page);
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await idle(page);
    expect(asked).toEqual([]);
  });

  test("what a visitor types before React hydrates is kept and sent", async ({ page }) => {
    // Hold the chunks back until the form is filled in: the slowest connection a visitor could have.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isScript(url.href),
      async (route) => {
        await typed;
        await route.continue();
      },
    );
    const values = { name: "Lena Vogel", email: "lena@example.com", company: "", message: "Typed before hydration." };
    await page.goto("/contact");
    const form = await fillForm(page, values);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    release();
    await hydrated(page);
    for (const [field, value] of [
      [form.name, values.name],
      [form.email, values.email],
      [form.message, values.message],
    ] as const)
      await expect(field).toHaveValue(value);

    const posted = page.waitForRequest((r) => r.url().endsWith("/api/enquiries") && r.method() === "POST");
    await form.submit.click();
    expect((await posted).postDataJSON()).toMatchObject({ fullName: values.name, message: values.message });
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(contactForm(page).name).toHaveValue("");
  });
});
