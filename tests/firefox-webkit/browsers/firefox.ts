import puppeteer, { type ElementHandle } from "puppeteer-core";
import type { EngineLauncher } from "../session";
import { PROBE_LISTENERS, probeReport, withHelpers } from "../page-helpers";
import { FIREFOX_PATH } from "./availability";
import { requireBinary } from "./require-binary";

/** A script body and its arguments as one expression: puppeteer evaluates strings without `new Function`. */
const expression = (script: string, args: unknown[]) =>
  `(function () {\n${withHelpers(script)}\n}).apply(null, ${JSON.stringify(args)})`;

/** Debian's Firefox ESR over WebDriver BiDi. Probes are a preload script, so they see the page's first script. */
export const launchFirefox: EngineLauncher = async () => {
  requireBinary(FIREFOX_PATH, "firefox-esr", "FIREFOX_PATH");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1440, height: 900 },
  });
  const page = await browser.newPage();
  let logged: string[] = [];
  page.on("pageerror", (error) => logged.push(`script error: ${error instanceof Error ? error.message : error}`));
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(`console error: ${message.text()}`);
  });
  await page.evaluateOnNewDocument(
    `(() => { ${PROBE_LISTENERS}; window.__engineProbe = { problems: [], loaded: false }; listen(window, window.__engineProbe); })()`,
  );

  const element = async (find: string, args: unknown[]) => {
    const element = (await page.evaluateHandle(expression(find, args))).asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`No element for: ${find}`);
    return element;
  };

  return {
    async open(url, { hydrate = true } = {}) {
      logged = [];
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      if (!hydrate) return;
      // The page loads its script on the visitor's first intent: a key press that moves nothing.
      await page.keyboard.press("Shift");
      await page.waitForFunction(`document.documentElement.hasAttribute("data-hydrated")`, { timeout: 45_000 });
    },
    run: <T>(script: string, ...args: unknown[]) => page.evaluate(expression(script, args)) as Promise<T>,
    async click(find, ...args) {
      await (await element(find, args)).click();
    },
    async type(find, text, ...args) {
      await (await element(find, args)).type(text);
    },
    async problems() {
      const sink = await page.evaluate(`window.__engineProbe`);
      return [...probeReport(sink as Parameters<typeof probeReport>[0]), ...logged];
    },
    close: () => browser.close(),
  };
};
