import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { reservedPort } from "./scripts/lib/free-port.mjs";
import { sharedRunOptions, systemChromium } from "./tests/playwright-shared";
import { E2E_BUILD_FOLDER } from "./platform/build-folders.mjs";

// Workers re-read this file: the first evaluation picks a free port and a fresh data dir and
// passes them on through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "lumora-e2e-"));

const port = reservedPort("E2E_PORT");
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...sharedRunOptions,
  globalTeardown: "./tests/browser/global-teardown.ts",
  timeout: 45_000,
  // Screenshot comparisons (visual.spec.ts) tolerate anti-aliasing noise, not a changed look.
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.005 } },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: systemChromium,
  },
  projects: [
    // Requests only, no browser: what the server answers and what the HTML of every route says.
    { name: "http", testDir: "tests/http" },
    // Chromium: each template's behaviour, before script and once hydrated.
    {
      name: "desktop",
      testDir: "tests/browser",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      testIgnore: /\.mobile\.spec\.ts/,
    },
    {
      name: "mobile",
      testDir: "tests/browser",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      testMatch: /\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // Built into its own folder, so a test run never replaces the build that `npm start` serves; rebuilt
    // only when a source is newer than that build (always in CI).
    command: "node scripts/build-if-stale.mjs && node server/index.mjs",
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? E2E_BUILD_FOLDER,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      ENQUIRY_DATA_DIR: process.env.E2E_DATA_DIR,
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "0",
      DATABASE_URL: "",
    },
  },
});
