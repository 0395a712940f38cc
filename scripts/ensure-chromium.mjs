// Finds a system Chromium for the browser tests; never downloads a browser build.
// Order: $CHROME_PATH, /usr/bin/chromium; as root with apt-get, installs Debian's `chromium`.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
const found = candidates.find((p) => existsSync(p));
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (isRoot && hasApt) {
  console.log("No Chromium found; installing Debian's chromium package…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (existsSync("/usr/bin/chromium")) process.exit(0);
}
console.error(
  "No Chromium found. Install a system Chromium (Debian/Ubuntu: `sudo apt-get install chromium`) " +
    "or point CHROME_PATH at a Chrome/Chromium binary, then run the tests again.",
);
process.exit(1);
