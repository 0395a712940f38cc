// Takes full-page screenshots of the given paths at 390px and 1440px wide.
// Usage: node scripts/screenshots.mjs http://localhost:3000 / /services/web-design ...
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";

const [base, ...paths] = process.argv.slice(2);
const out = process.env.SHOT_DIR ?? "/tmp/shots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = `${out}/${width}${path.replace(/\//g, "_") || "_home"}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FOLD ? false : true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
