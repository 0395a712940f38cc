// Makes sure a system Chromium exists for the browser tests; never downloads a browser build.
// Order: $CHROME_PATH, /usr/bin/chromium; as root with apt-get, installs Debian's `chromium`.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./lib/chromium.mjs";

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/usr/bin/apt-get")) {
  console.log("No Chromium found; installing Debian's chromium package…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (findChromium()) process.exit(0);
}
console.error(
  "No Chromium found. Install a system Chromium (Debian/Ubuntu: `sudo apt-get install chromium`) " +
    "or point CHROME_PATH at a Chrome/Chromium binary, then run the tests again.",
);
process.exit(1);
