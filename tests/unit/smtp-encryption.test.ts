import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailSender, smtpEncryption } from "@/lib/server/notify/email";
import type { Notice } from "@/lib/server/notify/notice";
import { readServerSettings } from "@/lib/settings/schema.mjs";
import { startSmtpSink, type SmtpSink } from "@/scripts/lib/smtp-sink";

const notice: Notice = {
  id: "c3f1e2d4-0a9b-4c8d-9e7f-6a5b4c3d2e1f",
  receivedAt: "2026-12-01T10:00:00.000Z",
  name: "Elena Dobre",
  email: "elena@example.com",
  company: "",
  message: "An enquiry that must not cross the network in clear.",
  page: "",
};

/** This machine's first non-loopback IPv4 address: a mail server "elsewhere" the test can still reach. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal)?.address;

describe("SMTP encryption (SMTP_ALLOW_PLAINTEXT)", () => {
  it("requires STARTTLS for smtp:// to another host, strips query switches that would turn it off", () => {
    expect(smtpEncryption("smtp://mail.example.com:587")).toMatchObject({ requireTLS: true, ignoreTLS: false });
    expect(smtpEncryption("smtp://mail.example.com:587?ignoreTLS=true&requireTLS=false").url).toBe(
      "smtp://mail.example.com:587",
    );
    expect(smtpEncryption("smtps://mail.example.com?secure=false").url).toBe("smtps://mail.example.com");
    expect(smtpEncryption("smtp://127.0.0.1:2525").requireTLS).toBe(false);
    expect(smtpEncryption("smtp://localhost:2525").requireTLS).toBe(false);
    expect(smtpEncryption("smtp://mail.example.com:25", true).requireTLS).toBe(false);
  });

  it("is off by default and must be on or off", () => {
    expect(readServerSettings({}).SMTP_ALLOW_PLAINTEXT).toBe("off");
    expect(() => readServerSettings({ SMTP_ALLOW_PLAINTEXT: "yes" })).toThrow(
      /SMTP_ALLOW_PLAINTEXT: must be on or off/,
    );
  });

  describe.skipIf(!outsideAddress)("against a real mail server without STARTTLS on a non-loopback address", () => {
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await startSmtpSink(0, "0.0.0.0");
    });
    afterAll(() => sink.close());
    const url = () => `smtp://${outsideAddress}:${new URL(sink.url).port}`;
    const settings = { to: ["team@agency.example"], siteUrl: "https://www.agency.example" };

    it("refuses to send in clear by default", async () => {
      const sender = createEmailSender({ smtpUrl: url(), ...settings });
      try {
        await expect(sender.send(notice)).rejects.toThrow(/STARTTLS|TLS/i);
        expect(sink.mails).toHaveLength(0);
      } finally {
        sender.close();
      }
    });

    it("sends in clear only with SMTP_ALLOW_PLAINTEXT=on", async () => {
      const sender = createEmailSender({ smtpUrl: url(), ...settings, allowPlaintext: true });
      try {
        await sender.send(notice);
        expect(sink.mails).toHaveLength(1);
      } finally {
        sender.close();
      }
    });
  });
});
