import { describe, expect, it } from "vitest";
import { failurePage, successPage } from "@/lib/server/inbox/form-page";
import { reviewHtml, reviewNotice } from "@/lib/server/inbox/review-page";
import { SERVER_PAGE_POLICY } from "@/platform/security-headers.mjs";

const answers = {
  "no-JavaScript success": successPage("/contact"),
  "no-JavaScript failure": failurePage(503, "/api/enquiries", {
    name: "Ada",
    email: "ada@example.com",
    company: "",
    message: "Hello",
    nameKey: "fullName",
  }),
  "review notice": reviewHtml(410, reviewNotice("Link not usable", "This link has been used.")),
};

describe("pages the server renders outside React", () => {
  for (const [name, response] of Object.entries(answers)) {
    it(`${name}: carries the one server-page policy, which allows no script`, async () => {
      expect(response.headers.get("content-security-policy")).toBe(SERVER_PAGE_POLICY);
      expect(SERVER_PAGE_POLICY).toMatch(/default-src 'none'/);
      expect(SERVER_PAGE_POLICY).not.toMatch(/script-src/);
      expect(await response.text()).not.toMatch(/<script/i);
    });
  }
});
