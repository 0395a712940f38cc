import { describe, expect, it } from "vitest";
import { parseEnquiry } from "@/lib/shared/enquiry-schema";

const valid = { name: "Ana Popescu", email: "ana@example.com", company: "Acme", message: "We need an app." };

describe("enquiry schema", () => {
  it("accepts either name key and normalises to one shape, trimming strings", () => {
    expect(parseEnquiry({ ...valid, name: "  Ana Popescu  " })).toEqual({ ok: true, enquiry: valid });
    const { name, ...rest } = valid;
    expect(parseEnquiry({ fullName: name, ...rest })).toEqual({ ok: true, enquiry: valid });
  });

  it("makes company optional", () => {
    const withoutCompany = { name: valid.name, email: valid.email, message: valid.message };
    expect(parseEnquiry(withoutCompany)).toEqual({ ok: true, enquiry: { ...withoutCompany, company: "" } });
  });

  it.each([
    ["a missing name", { email: valid.email, message: "x" }, "name"],
    ["a blank message", { ...valid, message: "   " }, "message"],
    ["an invalid email", { ...valid, email: "not-an-email" }, "email"],
    ["a name over 200 characters", { ...valid, name: "a".repeat(201) }, "name"],
    ["a message over 5000 characters", { ...valid, message: "a".repeat(5001) }, "message"],
    ["an unknown key", { ...valid, phone: "123" }, "phone"],
    ["a control character", { ...valid, message: "hi\u0007" }, "message"],
    ["both name keys", { ...valid, fullName: "Ana" }, "name"],
  ])("rejects %s", (_label, body, field) => {
    const result = parseEnquiry(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.field).join(" ")).toContain(field);
  });

  it("keeps line breaks and tabs in the message", () => {
    const result = parseEnquiry({ ...valid, message: "Line one\n\tLine two" });
    expect(result.ok && result.enquiry.message).toBe("Line one\n\tLine two");
  });
});
