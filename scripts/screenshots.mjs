// Takes screenshots of the given paths at 390, 768 and 1440 px wide (full page unless FOLD=1).
// Usage: npm run screenshots -- http://localhost:3000 / /services/web-design ...
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.mjs";

const { positionals } = parseArgs({ allowPositionals: true });
const [base, ...paths] = positionals;
if (!base || !paths.length) {
  console.error("Usage: npm run screenshots -- <base URL> <path> [<path>…]");
  process.exit(2);
}
const out = process.env.SHOT_DIR ?? "/tmp/shots";
const widths = (process.env.WIDTHS ?? "390,768,1440").split(",").map(Number);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = `${out}/${width}${path.replace(/\//g, "_") || "_home"}.png`;
    await page.screenshot({ path: name, fullPage: !process.env.FOLD });
    console.log(name);
  }
  await page.close();
}
await browser.close();
