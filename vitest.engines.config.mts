import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

// Browser tests in Firefox ESR and WebKitGTK against the production server: one file per engine.
export default defineConfig({
  resolve: { alias: { "@/": root } },
  test: {
    include: ["tests/firefox-webkit/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/firefox-webkit/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The engines run side by side; each one's tests run in order in one browser.
    maxWorkers: 2,
    retry: process.env.CI ? 1 : 0,
  },
});
