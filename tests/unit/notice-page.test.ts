import { describe, expect, it } from "vitest";
import type { StoredEnquiry } from "@/lib/server/inbox/store";
import { toNotice } from "@/lib/server/notify/notice";

const stored = (sourcePath: string): StoredEnquiry => ({
  id: "e1",
  createdAt: "2026-12-01T10:00:00.000Z",
  name: "Ana Popescu",
  email: "ana@example.com",
  company: "",
  message: "Hello.",
  sourcePath,
  status: "received",
  holdReason: "",
});

describe("a notice's Page link", () => {
  it("is the site's own origin and the stored path", () => {
    expect(toNotice(stored("/services/web-apps"), "https://www.agency.example").page).toBe(
      "https://www.agency.example/services/web-apps",
    );
  });

  it("is empty, never a foreign URL and never an error, for a path that is not one of the site's", () => {
    for (const path of [
      "",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "/a b",
      "/a\nReview link: x",
      "x",
    ])
      expect(toNotice(stored(path), "https://www.agency.example").page, JSON.stringify(path)).toBe("");
    expect(toNotice(stored("/contact"), "not a url").page).toBe("");
  });
});
