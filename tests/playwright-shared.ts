import type { PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/lib/chromium.mjs";

/** What both browser suites (Node server and static export) share: two workers, one retry in CI. */
export const sharedRunOptions: PlaywrightTestConfig = {
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
};

/** Debian's Chromium: nothing ever downloads a browser. */
export const systemChromium = { executablePath: findChromium(), args: CHROMIUM_ARGS };
