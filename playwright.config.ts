import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium.mjs";

// Workers re-read this file: the first evaluation picks a free port and a fresh data dir and
// passes them on through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "lumora-e2e-"));

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      testIgnore: /\.mobile\.spec\.ts/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      testMatch: /\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // Built into its own folder, so a test run never replaces the build that `npm start` serves.
    command: "node_modules/.bin/next build && node server/index.mjs",
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      ENQUIRY_DATA_DIR: process.env.E2E_DATA_DIR,
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "0",
      DATABASE_URL: "",
    },
  },
});
