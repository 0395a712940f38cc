import { chromium } from "@playwright/test";
const [url, width, out, chunk] = process.argv.slice(2);
const w = Number(width),
  h = Number(chunk ?? 1600);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: w, height: w < 768 ? 844 : 900 } });
await p.goto(url, { waitUntil: "networkidle" });
const total = await p.evaluate(() => document.documentElement.scrollHeight);
for (let y = 0, i = 0; y < total; y += h, i++) {
  await p.screenshot({
    path: `${out}-${i}.png`,
    fullPage: true,
    clip: { x: 0, y, width: w, height: Math.min(h, total - y) },
  });
  console.log(`${out}-${i}.png`);
}
await b.close();
