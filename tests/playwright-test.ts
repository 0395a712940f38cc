import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Reaches for the page the way a visitor does (a key press: Shift, which moves nothing) and resolves
 * once React has hydrated it (`data-hydrated`, set by HydrationMark). Pages load their JavaScript on
 * the visitor's first intent (scripts/lib/load-on-intent.ts), so `load` does not mean the menu and the
 * form are live. Anything that is not one of the site's pages (XML, text, JSON) resolves at once.
 */
export async function whenInteractive(page: Page): Promise<void> {
  if (!(await page.locator("script[data-load-on-intent]").count())) return;
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

type Options = {
  /**
   * Whether `page.goto` and `page.reload` reach for the page and wait for React (the default), or leave
   * it as a reader who only reads and follows links has it: server HTML, no script. Checks of what the
   * HTML says (content, metadata, axe on the reader's page) need no hydration and run faster without it.
   */
  hydrate: boolean;
};

/** Playwright's `test`, whose `page.goto` and `page.reload` return once the page is interactive. */
export const test = base.extend<Options>({
  hydrate: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, hydrate }, provide) => {
    if (javaScriptEnabled !== false && hydrate) {
      const interactive =
        <Args extends unknown[], Result>(navigate: (...args: Args) => Promise<Result>) =>
        async (...args: Args) => {
          const result = await navigate(...args);
          await whenInteractive(page);
          return result;
        };
      page.goto = interactive(page.goto.bind(page));
      page.reload = interactive(page.reload.bind(page));
    }
    await provide(page);
  },
});
