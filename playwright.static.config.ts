import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium.mjs";

// The static export, served by a plain file server that applies out/_headers like Netlify or Cloudflare.
if (!process.env.STATIC_PORT) {
  process.env.STATIC_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
export const STATIC_SITE_URL = "https://www.lumora.example";
export const STATIC_ENQUIRY_ENDPOINT = "https://forms.collector.example/f/lumora-enquiries";

const port = Number(process.env.STATIC_PORT);

export default defineConfig({
  testDir: "tests/static",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    ...devices["Desktop Chrome"],
    viewport: { width: 1440, height: 900 },
  },
  webServer: {
    command: `node_modules/.bin/tsx scripts/build-static.ts && node scripts/serve-static.mjs --dir out --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: STATIC_SITE_URL,
      NEXT_PUBLIC_ENQUIRY_ENDPOINT: STATIC_ENQUIRY_ENDPOINT,
    },
  },
});
