import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "@/lib/server/inbox/export";

describe("CSV export", () => {
  it.each(["=SUM(A1:A9)", "+44 20 7946 0000", "-1", "@cmd", "\t=1"])("neutralises formula cell %j", (value) => {
    expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("writes a header and one line per row", () => {
    const csv = toCsv([
      {
        id: "1",
        createdAt: "2026-01-01T00:00:00.000Z",
        name: "Ana",
        email: "a@b.co",
        company: "",
        message: "=HYPERLINK()",
        sourcePath: "/",
        status: "held",
        holdReason: "no proof of work",
      },
    ]);
    expect(csv).toBe(
      "id,createdAt,name,email,company,message,sourcePath,status,holdReason\r\n1,2026-01-01T00:00:00.000Z,Ana,a@b.co,,'=HYPERLINK(),/,held,no proof of work\r\n",
    );
  });
});
