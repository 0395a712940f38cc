import { spawn } from "node:child_process";
import { Builder, By, Key, type WebDriver, type WebElement } from "selenium-webdriver";
import { freePort } from "@/scripts/lib/free-port.mjs";
import type { EngineLauncher } from "../session";
import { PROBE_LISTENERS, probeReport, withHelpers } from "../page-helpers";
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from "./availability";
import { requireBinary } from "./require-binary";
import { startXvfb } from "./xvfb";

async function driverReady(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("WebKitWebDriver did not start");
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver: no preload scripts). To listen
 * before a page's first script, a same-origin opener window opens each page with window.open and
 * attaches the probes to the new window: navigating away from its initial about:blank to a same-origin
 * page keeps the same Window object (HTML's window reuse), listeners included.
 */
export const launchWebKit: EngineLauncher = async () => {
  requireBinary(WEBKIT_DRIVER_PATH, "webkit2gtk-driver", "WEBKIT_DRIVER_PATH");
  requireBinary(MINIBROWSER_PATH, "webkit2gtk-driver", "MINIBROWSER_PATH");
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, "--host=127.0.0.1"], {
    // No GPU under Xvfb: compositing in software costs more CPU than it saves.
    env: { ...process.env, DISPLAY: xvfb.display, WEBKIT_DISABLE_COMPOSITING_MODE: "1" },
    stdio: "ignore",
  });
  const stop = () => {
    driverProcess.kill();
    xvfb.stop();
  };
  let driver: WebDriver;
  try {
    await driverReady(`http://127.0.0.1:${port}`);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
      })
      .build();
  } catch (error) {
    stop();
    throw error;
  }
  const opener = await driver.getWindowHandle();
  let openerOrigin = "";
  let current: string | null = null;
  let opened = 0;

  const run = <T>(script: string, ...args: unknown[]) => driver.executeScript<T>(withHelpers(script), ...args);
  const element = async (find: string, args: unknown[]) => {
    const found = await run<WebElement | null>(find, ...args);
    if (!found) throw new Error(`No element for: ${find}`);
    // WebDriver's own scrolling can leave the element under the sticky header, which then takes the click.
    await driver.executeScript(`arguments[0].scrollIntoView({ block: "center" })`, found);
    return found;
  };

  return {
    async open(url, { hydrate = true } = {}) {
      if (current) {
        await driver.close();
        current = null;
      }
      await driver.switchTo().window(opener);
      const { origin, pathname } = new URL(url);
      if (origin !== openerOrigin) {
        // The opener: any same-origin document with the site's headers will do.
        await driver.get(`${origin}/robots.txt`);
        openerOrigin = origin;
      }
      const index = opened++;
      // A click (a user gesture) opens the window: MiniBrowser blocks scripted pop-ups.
      await driver.executeScript(
        `${PROBE_LISTENERS}
        window.__engineProbes ??= [];
        const sink = (window.__engineProbes[arguments[1]] = { problems: [], loaded: false });
        const button = document.createElement("button");
        button.id = "engine-open-" + arguments[1];
        button.textContent = "open";
        button.onclick = () => {
          const opened = window.open(arguments[0], "_blank");
          if (!opened) return sink.problems.push("the window did not open");
          listen(opened, sink);
        };
        document.body.replaceChildren(button);`,
        url,
        index,
      );
      const before = new Set(await driver.getAllWindowHandles());
      await driver.findElement(By.id(`engine-open-${index}`)).click();
      await driver.wait(async () => (await driver.getAllWindowHandles()).length > before.size, 10_000);
      current = (await driver.getAllWindowHandles()).find((handle) => !before.has(handle)) ?? null;
      if (!current) throw new Error(`No window opened for ${url}`);
      await driver.switchTo().window(current);
      await driver.manage().window().setRect({ width: 1440, height: 900 });
      await driver.wait(
        () =>
          driver.executeScript(
            `return location.pathname === arguments[0] && document.readyState === "complete"`,
            pathname,
          ),
        45_000,
        `${url} did not load`,
      );
      if (!hydrate) return;
      // The page loads its script on the visitor's first intent: a key press that moves nothing.
      await driver.actions().keyDown(Key.SHIFT).keyUp(Key.SHIFT).perform();
      await driver.wait(
        () =>
          driver.executeScript(
            `return location.pathname === arguments[0] && document.documentElement.hasAttribute("data-hydrated")`,
            pathname,
          ),
        45_000,
        `${url} did not hydrate`,
      );
    },
    run,
    async click(find, ...args) {
      const target = await element(find, args);
      await target.click().catch(async (error: Error) => {
        const onTop = await run<string>(
          `const box = arguments[0].getBoundingClientRect();
           const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
           return JSON.stringify(box) + " " + (hit ? hit.outerHTML.slice(0, 200) : "nothing");`,
          target,
        );
        throw new Error(`Cannot click ${find} ${JSON.stringify(args)}: ${error.name}; at its centre: ${onTop}`);
      });
    },
    async type(find, text, ...args) {
      await (await element(find, args)).sendKeys(text).catch((error: Error) => {
        throw new Error(`Cannot type into ${find} ${JSON.stringify(args)}: ${error.name} ${error.message}`);
      });
    },
    async problems() {
      if (!current) return ["no page is open"];
      await driver.switchTo().window(opener);
      const sink = await driver.executeScript<Parameters<typeof probeReport>[0]>(
        `return window.__engineProbes?.[arguments[0]]`,
        opened - 1,
      );
      await driver.switchTo().window(current);
      return probeReport(sink);
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        stop();
      }
    },
  };
};
