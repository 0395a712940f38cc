import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_INK } from "@/lib/shared/brand";

describe("the brand ink", () => {
  it("is the CSS theme's ink-900 and the icon's background", () => {
    expect(readFileSync("app/globals.css", "utf8")).toContain(`--color-ink-900: ${BRAND_INK};`);
    expect(readFileSync("app/icon.svg", "utf8")).toContain(`fill="${BRAND_INK}"`);
  });
});
