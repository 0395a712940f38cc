import { defineConfig, devices } from "@playwright/test";
import { reservedPort } from "./scripts/lib/free-port.mjs";
import { sharedRunOptions, systemChromium } from "./tests/playwright-shared";

// The static export, served by a plain file server that applies out/_headers like Netlify or Cloudflare,
// built from the fixture articles so the articles engine is tested in its static form too.
export const STATIC_SITE_URL = "https://www.lumora.example";
export const STATIC_ENQUIRY_ENDPOINT = "https://forms.collector.example/f/lumora-enquiries";

const port = reservedPort("STATIC_PORT");

export default defineConfig({
  testDir: "tests/static-export",
  ...sharedRunOptions,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: systemChromium,
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
      // The articles engine's fixtures: 14 published articles and a draft (tests/static-export/articles.spec.ts).
      ARTICLES_DIR: "tests/fixtures/articles",
    },
  },
});
