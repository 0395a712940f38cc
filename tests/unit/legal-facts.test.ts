import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ACCESS_LOG_RETENTION_DAYS, DEFAULT_ENQUIRY_RETENTION_DAYS } from "@/lib/settings/defaults.mjs";
import { collectStrings } from "@/scripts/lib/shared-sentences";

/** The privacy policy as it would be prerendered by a build with these variables. */
async function privacyText(env: Record<string, string> = {}, supply?: (legal: Record<string, unknown>) => void) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { site } = await import("@/content/site");
  supply?.(site.legal as unknown as Record<string, unknown>);
  const { default: privacy } = await import("@/content/pages/legal/privacy");
  return collectStrings(privacy).join(" ");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the privacy policy states what the settings make the server do", () => {
  it("gives the default log and enquiry retention of the settings schema", async () => {
    const text = await privacyText();
    expect(text).toContain(`Access logs are deleted after ${DEFAULT_ACCESS_LOG_RETENTION_DAYS} days`);
    expect(text).toContain(`deleted automatically ${DEFAULT_ENQUIRY_RETENTION_DAYS} days after it arrives`);
    expect(text).toMatch(/forgets each address 60 seconds after its first enquiry/);
  });

  it("follows ACCESS_LOG_RETENTION_DAYS, ENQUIRY_RETENTION_DAYS and a switched-off rate limit", async () => {
    const text = await privacyText({
      ACCESS_LOG_RETENTION_DAYS: "30",
      ENQUIRY_RETENTION_DAYS: "365",
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "0",
    });
    expect(text).toContain("Access logs are deleted after 30 days");
    expect(text).toContain("deleted automatically 365 days after it arrives");
    expect(text).not.toContain(`${DEFAULT_ACCESS_LOG_RETENTION_DAYS} days`);
    expect(text).not.toMatch(/forgets each address/);
  });
});

describe("the privacy policy claims no fact the agency has not supplied", () => {
  it("names no representative, hosting region or data protection officer while they are empty", async () => {
    const text = await privacyText();
    expect(text).not.toMatch(/Article 27/);
    expect(text).not.toMatch(/representative/i);
    expect(text).not.toMatch(/are hosted in/);
    expect(text).toMatch(/have not appointed a data protection officer/);
    expect(text).not.toMatch(/licence number|registered office/);
  });

  it("names each representative, the region, the officer and the licence once they are filled in", async () => {
    const text = await privacyText({}, (legal) => {
      legal.ukRepresentative = {
        name: "Example Rep Ltd",
        postalAddress: "1 High Street, London",
        email: "uk@rep.example",
      };
      legal.hostingRegion = "the European Union (Frankfurt, Germany)";
      legal.dataProtectionOfficer = { name: "A. Person", email: "dpo@example.com" };
      legal.licenceNumber = "123456";
      legal.registeredAddress = "Building 1, Dubai";
    });
    expect(text).toContain(
      "Our UK representative under Article 27 of the UK GDPR is Example Rep Ltd, 1 High Street, London, reachable at uk@rep.example.",
    );
    expect(text).not.toMatch(/EU representative/);
    expect(text).toContain("hosted in the European Union (Frankfurt, Germany)");
    expect(text).toContain("Our data protection officer is A. Person");
    expect(text).toContain("commercial licence number 123456");
    expect(text).toContain("registered office at Building 1, Dubai");
  });

  it("does not name a representative whose postal address is missing", async () => {
    const text = await privacyText({}, (legal) => {
      legal.euRepresentative = { name: "Half Filled", postalAddress: "", email: "eu@rep.example" };
    });
    expect(text).not.toContain("Half Filled");
  });
});

describe("the privacy policy of a static build, whose forms post to an external service", () => {
  it("makes no claim about the embedded inbox, its retention, spam hold or rate limit", async () => {
    const text = await privacyText({ NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example.net/f/lumora" });
    expect(text).toContain("form-collection provider");
    expect(text).not.toMatch(
      /database on our own server|deleted automatically|held:|forgets each address|Access logs are deleted/,
    );
  });
});
