import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { TodayDate } from "@/components/enhancements/TodayDate";
import { datedPages, withLastUpdated } from "@/server/dated-pages.mjs";

const builtOn = "2026-11-20T09:00:00.000Z";
const dateLine = renderToString(createElement(TodayDate, { builtOn }));
const terms = `<!DOCTYPE html><html lang="en-GB"><body><h1>Terms</h1><p>Last updated: ${dateLine}</p></body></html>`;

const root = mkdtempSync(path.join(tmpdir(), "dated-pages-"));
writeFileSync(path.join(root, "terms.html"), terms);
writeFileSync(path.join(root, "privacy.html"), '<html lang="en-GB"><body><h1>Privacy</h1></body></html>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the terms' Last updated date, as the production server serves it", () => {
  it("replaces the build date that TodayDate prerenders with the day the page is served", () => {
    expect(dateLine).toContain("20 November 2026");
    const served = withLastUpdated(terms, new Date("2030-03-04T23:30:00Z"));
    expect(served).toContain('<time dateTime="2030-03-04" data-testid="last-updated">4 March 2030</time>');
    expect(served).not.toContain("November 2026");
  });

  it("serves only pages that show the date, and fills each once a day", () => {
    const pages = datedPages(root, new Map());
    expect(pages.routes).toEqual(["/terms"]);
    expect(pages.get("/privacy", new Date())).toBeUndefined();
    const morning = pages.get("/terms", new Date("2030-03-04T08:00:00Z"))!;
    expect(pages.get("/terms", new Date("2030-03-04T20:00:00Z"))).toBe(morning);
    const nextDay = pages.get("/terms", new Date("2030-03-05T00:00:01Z"))!;
    expect(nextDay.etag).not.toBe(morning.etag);
    expect(nextDay.html.toString("utf8")).toContain(">5 March 2030</time>");
  });

  it("starts from the page as the server fills its live text, when it does", () => {
    const filled = terms.replace("<h1>Terms</h1>", "<h1>Terms, filled</h1>");
    const pages = datedPages(
      root,
      new Map([["/terms", { html: Buffer.from(filled), gzip: Buffer.alloc(0), etag: '"x"' }]]),
    );
    expect(pages.get("/terms", new Date("2030-03-04T08:00:00Z"))!.html.toString("utf8")).toContain("Terms, filled");
  });
});
