import { afterEach, describe, expect, it, vi } from "vitest";
import { statementFingerprint } from "@/lib/launch/statement-hash";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the accessibility statement's review date", () => {
  it("changes whenever its text does: the fingerprint recorded beside the date matches the text", async () => {
    // The text as the default settings build it (the reply promise is live text; its build variant is fixed here).
    vi.resetModules();
    const { default: statement } = await import("@/content/pages/legal/accessibility");
    const { site } = await import("@/content/site");
    expect(
      statementFingerprint(statement),
      `The statement's text changed: set site.legal.accessibilityReviewed to today and accessibilityReviewedText to "${statementFingerprint(statement)}" in content/site.ts.`,
    ).toBe(site.legal.accessibilityReviewedText);
    expect(statement.intro).toContain("last reviewed on 27 November 2026");
  });
});
