import { expect, test, type Page } from "../playwright-test";
import { pages } from "@/content/registry";
import { CORE_FONT_URL } from "@/app/fonts/core-font";
import { formText } from "@/content/form-text";
import { heroArtFile } from "@/lib/art/hero-art";

const INK = "rgb(11, 13, 26)";

async function scrollTo(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + scrollY));
}

test("the header takes the tone of the band beneath it, and keeps its controls legible", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("#site-header");
  const menuButton = header.getByRole("button", { name: "Menu" });
  const letsTalk = header.getByRole("link", { name: "Let's Talk" });
  await expect(header).toHaveAttribute("data-tone", "dark");

  await scrollTo(page, "#intro");
  await expect(header).toHaveAttribute("data-tone", "light");
  await expect(menuButton).toHaveCSS("color", INK);
  await expect(letsTalk).toHaveCSS("background-color", INK);
  await expect(letsTalk).toHaveCSS("color", "rgb(255, 255, 255)");

  await scrollTo(page, "#collaboration");
  await expect(header).toHaveAttribute("data-tone", "dark");
  await expect(menuButton).toHaveCSS("color", "rgb(255, 255, 255)");

  await scrollTo(page, "#faq");
  await expect(header).toHaveAttribute("data-tone", "light");
  await menuButton.focus();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
});

/** Relative luminance of the brightest pixel of a PNG, read through a canvas. */
async function brightestLuminance(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(
    async (data) => {
      const img = new Image();
      img.src = data;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.width;
      canvas.height = img.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(img, 0, 0);
      const pixels = context.getImageData(0, 0, img.width, img.height).data;
      const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      let max = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const l = 0.2126 * channel(pixels[i]!) + 0.7152 * channel(pixels[i + 1]!) + 0.0722 * channel(pixels[i + 2]!);
        if (l > max) max = l;
      }
      return max;
    },
    `data:image/png;base64,${png.toString("base64")}`,
  );
}

for (const path of ["/case-studies/healthcare-saas", "/case-studies/elearning-platform"]) {
  test(`${path}: white hero text stays AA over the art behind it`, async ({ page }) => {
    await page.goto(path);
    const hero = page.locator("main section").first();
    const boxes = [];
    for (const text of [hero.locator("h1"), hero.locator("h1 + p")]) boxes.push((await text.boundingBox())!);
    await hero.evaluate((el) =>
      el.querySelectorAll<HTMLElement>("h1, h1 + p").forEach((t) => (t.style.color = "transparent")),
    );
    for (const clip of boxes) {
      const brightest = await brightestLuminance(page, await page.screenshot({ clip }));
      expect((1 + 0.05) / (brightest + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
}

test("the hero art is drawn inline in the page, with no request of its own", async ({ page }) => {
  const artRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/hero/")) artRequests.push(request.url());
  });
  await page.goto("/industries/oil-gas");
  const art = page.locator("main section").first().locator("> svg");
  await expect(art).toHaveAttribute("aria-hidden", "true");
  await expect(art.locator("path").first()).toBeAttached();
  const box = (await art.boundingBox())!;
  const hero = (await page.locator("main section").first().boundingBox())!;
  expect([box.width, box.height]).toEqual([hero.width, hero.height]);
  expect(artRequests).toEqual([]);
});

// Largest contentful paint, as the browser reports it, on each template: the hero's text, painted in the
// first contentful frame (the art is drawn inline, so no image arrives after it). No key press to hydrate:
// input ends the browser's largest-contentful-paint reporting.
test.describe("the first frame", () => {
  test.use({ hydrate: false });

  for (const path of ["/", "/services/web-design", "/technologies/react", "/industries/healthcare", "/about"])
    test(`${path}: the largest paint is the hero's text, in the first frame`, async ({ page }) => {
      await page.goto(path);
      const paints = await page.evaluate(
        () =>
          new Promise<{ fcp: number; lcp: number; element: string; inHeroText: boolean }>((resolve) => {
            new PerformanceObserver((list) => {
              const lcp = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
              const fcp = performance.getEntriesByName("first-contentful-paint")[0]!;
              const text = document.querySelector("main section h1")!.parentElement!;
              resolve({
                fcp: fcp.startTime,
                lcp: lcp.startTime,
                element: lcp.element?.tagName ?? "none",
                inHeroText: !!lcp.element && text.contains(lcp.element),
              });
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      expect(paints.inHeroText, `largest paint: ${paints.element}`).toBe(true);
      expect(paints.lcp).toBe(paints.fcp);
    });

  // The core of Geist is preloaded with the stylesheet and its face is `optional`: the first paint is in it,
  // nothing swaps later, and a page whose copy stays within the core fetches no other font file.
  for (const path of ["/", "/terms", "/contact", "/case-studies/healthcare-saas"])
    test(`${path}: the first paint is in Geist, from the one preloaded font file`, async ({ page }) => {
      const fontFiles: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fontFiles.push(new URL(request.url()).pathname);
      });
      await page.goto(path, { waitUntil: "load" });
      const fonts = await page.evaluate(() => ({
        geist: [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "Geist").map((f) => f.status),
        heading: getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0]!.replace(/"/g, ""),
        shifts: performance.getEntriesByType("layout-shift").length,
      }));
      expect(fonts).toEqual({ geist: ["loaded"], heading: "Geist", shifts: 0 });
      expect(fontFiles).toEqual([CORE_FONT_URL]);
    });

  test("a character beyond the core, as a visitor may type it, brings in Geist Extended", async ({ page }) => {
    await page.goto("/contact");
    const extended = page.waitForRequest((request) => /geist-extended\.[\w-]+\.woff2$/.test(request.url()));
    await page.getByLabel(formText.labels.name).fill("Zoë Müller");
    await extended;
  });
});

test("hero art files exist only for the case-study teasers that load them", async ({ request }) => {
  const served = (path: string) => request.get(`/assets/hero/${heroArtFile(pages.get(path)!)}`);
  expect((await served("/case-studies/healthcare-saas")).status()).toBe(200);
  expect((await served("/")).status()).toBe(404);
  expect((await served("/industries/oil-gas")).status()).toBe(404);
});
