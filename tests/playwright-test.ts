import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Resolves once React has hydrated the page (`data-hydrated`, set by HydrationMark). Pages load their
 * JavaScript after their first paint, so `load` no longer means the menu and the form are live.
 * Anything that is not one of the site's pages (XML, text, JSON) resolves at once.
 */
async function whenInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector("script[data-paint-first]") || document.documentElement.hasAttribute("data-hydrated"),
  );
}

/** Playwright's `test`, whose `page.goto` and `page.reload` return once the page is interactive. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
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
