import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { launchReport, missingLaunchFacts } from "@/lib/launch/facts";
import { site } from "@/content/site";

const filled = {
  ...site.legal,
  freeZone: "Dubai Silicon Oasis",
  licensingAuthority: "Dubai Silicon Oasis Authority",
  licenceNumber: "12345",
  registeredAddress: "Building A1, Dubai Digital Park, Dubai Silicon Oasis, Dubai, United Arab Emirates",
  hostingRegion: "the European Union (Frankfurt, Germany)",
  backupSchedule: "hourly, from cron on the server",
  pdplLogGround: "the ground our counsel has confirmed",
  proxyLogRetention: "14 days",
  proxyOperator: "Cloudflare, Inc.",
  transferSafeguards:
    "Our EU host and we have signed the European Commission's standard contractual clauses (module 4, processor to controller), with the UK Addendum for UK data.",
  formProviderBackupRetention: "35 days",
  providerLogRetention: "30 days",
  webhookSystem: "team chat on Slack",
  euRepresentativeNotNeeded: "our office in Bucharest is an establishment in the EU",
  ukRepresentative: { name: "Rep Ltd", postalAddress: "1 High Street, London", email: "rep@example.com" },
  telephone: "+971 4 000 0000",
  screenReaderPass: { date: "2026-11-30", readers: "NVDA and Firefox on Windows 11, and VoiceOver on iOS 26" },
};

describe("npm run launch-check", () => {
  it("lists every empty fact the agency must supply, and passes once they are filled", () => {
    const empty = launchReport({
      ...site.legal,
      freeZone: "",
      licensingAuthority: "",
      licenceNumber: "",
      registeredAddress: "",
      hostingRegion: "",
      backupSchedule: "",
      proxyLogRetention: "",
      proxyOperator: "",
      pdplLogGround: "",
      transferSafeguards: "",
      formProviderBackupRetention: "",
      euRepresentative: { name: "", postalAddress: "", email: "" },
      euRepresentativeNotNeeded: "",
      ukRepresentative: { name: "", postalAddress: "", email: "" },
      ukRepresentativeNotNeeded: "",
      postalAddress: "",
      telephone: "",
      screenReaderPass: { date: "", readers: "" },
    });
    expect(empty.ok).toBe(false);
    for (const fact of [
      "legal.registeredAddress",
      "legal.licenceNumber",
      "legal.freeZone and legal.licensingAuthority",
      "legal.hostingRegion",
      "legal.backupSchedule",
      "legal.proxyLogRetention",
      "legal.proxyOperator",
      "legal.pdplLogGround",
      "legal.transferSafeguards",
      "legal.euRepresentative",
      "legal.ukRepresentative",
      "legal.postalAddress or legal.telephone",
      "legal.screenReaderPass (date, readers)",
    ])
      expect(empty.text).toContain(`  - ${fact}`);
    expect(empty.text, "the form provider's backups concern only a static build").not.toContain(
      "legal.formProviderBackupRetention",
    );
    expect(launchReport({ ...filled, formProviderBackupRetention: "" }, { embeddedInbox: false }).text).toContain(
      "  - legal.formProviderBackupRetention (static build)",
    );
    expect(empty.text, "the provider's log period concerns only stdout logging or a static build").not.toContain(
      "legal.providerLogRetention",
    );
    expect(empty.text, "the webhook's system concerns only a configured webhook").not.toContain("legal.webhookSystem");
    const unsaid = { ...filled, providerLogRetention: "", webhookSystem: "" };
    expect(missingLaunchFacts(unsaid, { embeddedInbox: false })).toEqual([
      expect.stringContaining("legal.providerLogRetention (static build)"),
    ]);
    expect(missingLaunchFacts(unsaid, { clientOnStdout: true })).toEqual([
      expect.stringContaining("legal.providerLogRetention (ACCESS_LOG_STDOUT_CLIENT=on)"),
    ]);
    expect(missingLaunchFacts(unsaid, { webhookNotices: true })).toEqual([
      expect.stringContaining("legal.webhookSystem (ENQUIRY_WEBHOOK_URL set)"),
    ]);
    expect(missingLaunchFacts(filled)).toEqual([]);
    expect(missingLaunchFacts(filled, { clientOnStdout: true, webhookNotices: true })).toEqual([]);
    expect(missingLaunchFacts(filled, { embeddedInbox: false })).toEqual([]);
    expect(launchReport(filled)).toEqual({
      ok: true,
      text: "Launch check: every fact only the agency can supply is filled in (content/site.ts).",
    });
  });

  it("runs as a command that exits 1 while facts are missing, and names the start refusal of its environment", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/launch-check.ts"], {
      env: { ...process.env, SITE_URL: "https://www.lumora.example", SMTP_URL: "", ENQUIRY_WEBHOOK_URL: "" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("Launch check:");
    expect(run.stdout).toContain("the production server would refuse to start");
    expect(run.stdout).toContain("ENQUIRY_NOTIFY_NONE=acknowledged");
  });
});
