import { existsSync } from "node:fs";
import path from "node:path";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * `.ci/run` sets this: there a missing engine fails the run. Elsewhere (`npm test` on a machine with
 * only Node and Chromium) an engine whose binaries are missing is skipped, and the run says so.
 */
export const ENGINES_REQUIRED = process.env.TEST_ENGINES_REQUIRED === "1";

const onPath = (command: string) =>
  (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));

const missingFile = (file: string, debianPackage: string, variable: string) =>
  existsSync(file) ? [] : [`${file} not found (apt-get install ${debianPackage}, or set ${variable})`];

/** What each engine suite needs from the machine, and what is missing; an empty list means it can run. */
export const ENGINES = {
  "Firefox ESR": () => missingFile(FIREFOX_PATH, "firefox-esr", "FIREFOX_PATH"),
  WebKitGTK: () => [
    ...missingFile(WEBKIT_DRIVER_PATH, "webkit2gtk-driver", "WEBKIT_DRIVER_PATH"),
    ...missingFile(MINIBROWSER_PATH, "webkit2gtk-driver", "MINIBROWSER_PATH"),
    ...(onPath("Xvfb") ? [] : ["Xvfb not on PATH (apt-get install xvfb)"]),
  ],
} satisfies Record<string, () => string[]>;

export type EngineName = keyof typeof ENGINES;

/** Why an engine's suite cannot run here, or null when it can. */
export function whyEngineMissing(engine: EngineName): string | null {
  const missing = ENGINES[engine]();
  return missing.length ? missing.join("; ") : null;
}

/** One line per engine that will be skipped, for the start and the end of the run. */
export function skippedEngines(): string[] {
  return (Object.keys(ENGINES) as EngineName[]).flatMap((engine) => {
    const why = whyEngineMissing(engine);
    return why ? [`SKIPPED: the ${engine} suite: ${why}. CI (.ci/run) installs it and never skips.`] : [];
  });
}
