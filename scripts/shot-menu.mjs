import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [w, h] of [
  [1440, 900],
  [390, 844],
]) {
  const p = await b.newPage({ viewport: { width: w, height: h }, hasTouch: w < 768 });
  await p.goto("http://localhost:3000/");
  await p.getByRole("button", { name: "Menu" }).click();
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/c/menu-${w}.png` });
  if (w < 768) {
    await p.getByRole("button", { name: "Services" }).click();
    await p.waitForTimeout(400);
    await p.screenshot({ path: `/tmp/c/menu-${w}-drill.png` });
  } else {
    await p.getByRole("button", { name: "Technologies" }).hover();
    await p.waitForTimeout(400);
    await p.screenshot({ path: `/tmp/c/menu-${w}-tech.png` });
  }
}
await b.close();
