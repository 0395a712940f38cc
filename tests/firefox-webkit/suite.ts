import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ENGINES_REQUIRED, type EngineName, whyEngineMissing } from "./browsers/availability";
import type { EngineLauncher, EngineSession } from "./session";

export const SUCCESS = "Message sent! We'll get back to you soon.";
export const FAILURE = "Failed to send message. Please try again.";

/** A route of every template. */
export const ROUTES = [
  "/",
  "/about",
  "/contact",
  "/services/web-design",
  "/technologies/react",
  "/industries/healthcare",
  "/case-studies/healthcare-saas",
  "/privacy",
  "/articles",
];

const FIELDS = ["Full Name *", "Email Address *", "Company Name", "Message *"];
const field = `return byRole("textbox", arguments[0], document.getElementById("contact-section"))`;

async function waitFor(session: EngineSession, script: string, what: string, timeout = 30_000, ...args: unknown[]) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await session.run<boolean>(script, ...args)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const notices = await session.run<string[]>(
    `return [...document.querySelectorAll("[aria-live] li, [role=status], [role=alert]")].map(text)`,
  );
  throw new Error(
    `Timed out after ${timeout} ms waiting for ${what}; notices on the page: ${JSON.stringify(notices)}; fields: ${JSON.stringify(await fieldValues(session).catch(() => null))}`,
  );
}

async function fillContactForm(session: EngineSession, values: string[]) {
  for (const [index, label] of FIELDS.entries()) await session.type(field, values[index] ?? "", label);
}

function fieldValues(session: EngineSession) {
  return session.run<string[]>(
    `return arguments[0].map((label) => byRole("textbox", label, document.getElementById("contact-section")).value)`,
    FIELDS,
  );
}

/**
 * The same visitor-level checks in every engine. An engine whose binaries are missing is skipped, with
 * the reason in the suite's name (global-setup.ts prints it too), unless TEST_ENGINES_REQUIRED=1 (CI).
 */
export function engineSuite(engine: EngineName, launch: EngineLauncher) {
  const missing = whyEngineMissing(engine);
  if (missing && ENGINES_REQUIRED) throw new Error(`The ${engine} suite is required here but ${missing}`);
  describe.skipIf(missing !== null)(missing ? `${engine} (skipped: ${missing})` : engine, () => {
    const base = inject("engineBase");
    let session: EngineSession;

    beforeAll(async () => {
      session = await launch();
    });
    afterAll(async () => {
      await session?.close();
    });

    for (const route of ROUTES) {
      it(`${route} loads and hydrates, the menu opens, with no script error or policy violation`, async () => {
        await session.open(`${base}${route}`);
        expect(await session.run<string>(`return text(document.querySelector("h1"))`)).not.toBe("");
        await session.click(`return byRole("button", "Menu")`);
        await waitFor(
          session,
          `const menu = byRole("dialog", "Site menu");
           return isVisible(menu) && ["About Us", "Contact Us", "Web Design"].every((name) => isVisible(byRole("link", name, menu)));`,
          "the open menu with its links",
        );
        expect(await session.problems()).toEqual([]);
      });
    }

    it("the FAQ on / keeps one item open per column", async () => {
      await session.open(`${base}/`);
      const columns = await session.run<string[]>(
        `return [...new Set([...document.querySelectorAll("details[name]")].map((item) => item.name))]`,
      );
      expect(columns.length).toBeGreaterThanOrEqual(2);
      const summary = `return document.querySelectorAll("details[name=" + CSS.escape(arguments[0]) + "] > summary")[arguments[1]]`;
      const openItems = `return [...document.querySelectorAll("details[name]")].map((item, index) => item.open ? item.name + ":" + [...document.getElementsByName(item.name)].indexOf(item) : null).filter(Boolean)`;
      for (const name of columns) {
        await session.click(summary, name, 0);
        await session.click(summary, name, 1);
      }
      // Opening the second item closed the first, in each column only.
      expect((await session.run<string[]>(openItems)).sort()).toEqual(columns.map((name) => `${name}:1`).sort());
      expect(await session.problems()).toEqual([]);
    });

    it("the FAQ on / keeps one item open per column before any script has loaded", async () => {
      await session.open(`${base}/`, { hydrate: false });
      // One task: the first click is the visitor's first intent, but the loader asks for the chunks only
      // after the next frame, so everything here happens on the page as its HTML made it.
      const state = await session.run<{ hydrated: boolean; loaded: number; open: string[]; expected: string[] }>(
        `const columns = [...new Set([...document.querySelectorAll("details[name]")].map((item) => item.getAttribute("name")))];
         const items = (name) => [...document.querySelectorAll("details")].filter((item) => item.getAttribute("name") === name);
         for (const name of columns) {
           items(name)[0].querySelector("summary").click();
           items(name)[1].querySelector("summary").click();
         }
         return {
           hydrated: document.documentElement.hasAttribute("data-hydrated"),
           loaded: document.querySelectorAll("script[src]:not([nomodule])").length,
           open: columns.flatMap((name) => items(name).map((item, index) => item.open ? name + ":" + index : null)).filter(Boolean).sort(),
           expected: columns.map((name) => name + ":1").sort(),
         };`,
      );
      expect(state.hydrated).toBe(false);
      expect(state.loaded).toBe(0);
      expect(state.expected.length).toBeGreaterThanOrEqual(2);
      expect(state.open).toEqual(state.expected);
    });

    it("the contact form shows the success notice and clears its fields", async () => {
      await session.open(`${base}/contact`);
      await fillContactForm(session, [
        "Lina Haddad",
        "lina@example.com",
        "Cedar Labs",
        `Engine test ${engine} ${Date.now()}`,
      ]);
      await session.click(`return byRole("button", "Send message", document.getElementById("contact-section"))`);
      await waitFor(session, `return visibleText(arguments[0])`, "the success notice", 60_000, SUCCESS);
      expect(await fieldValues(session)).toEqual(["", "", "", ""]);
      expect(await session.problems()).toEqual([]);
    });

    it("on a failing endpoint the form shows the failure notice and keeps every field", async () => {
      // A second server whose inbox store cannot be opened: it answers enquiries 503.
      await session.open(`${inject("failingEngineBase")}/services/web-design`);
      const values = ["Omar Saleh", "omar@example.com", "Saleh & Co", `Engine failure test ${engine}`];
      await fillContactForm(session, values);
      await session.click(`return byRole("button", "Send message", document.getElementById("contact-section"))`);
      await waitFor(session, `return visibleText(arguments[0])`, "the failure notice", 60_000, FAILURE);
      expect(await fieldValues(session)).toEqual(values);
    });
  });
}
