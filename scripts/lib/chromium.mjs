// The one place that finds a system Chromium, for the browser tests and every script that drives one.
import { existsSync } from "node:fs";

export const CHROMIUM_CANDIDATES = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
  (candidate) => typeof candidate === "string" && candidate !== "",
);

/** The first Chromium that exists: $CHROME_PATH, then Debian's and Ubuntu's paths; undefined if none. */
export function findChromium() {
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
