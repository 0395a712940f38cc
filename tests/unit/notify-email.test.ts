import addressparser from "nodemailer/lib/addressparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailSender } from "@/lib/server/notify/email";
import type { Notice } from "@/lib/server/notify/notice";
import { headerValues, startSmtpSink, type SmtpSink } from "@/scripts/lib/smtp-sink";

const recipients = ["sales@agency.example", "ops@agency.example"];
const notice: Notice = {
  id: "0b8f7a52-5c8e-4a43-9d0d-2b9a3c1e6f10",
  receivedAt: "2026-12-01T10:00:00.000Z",
  name: "Ioana Marin",
  email: "ioana@example.com",
  company: "Northwind <Ltd> & Co",
  message: "Hello <b>team</b>,\nwe need a portal & an app.",
  page: "http://localhost:3000/services/web-apps",
};

let sink: SmtpSink;
let sender: ReturnType<typeof createEmailSender>;
beforeAll(async () => {
  sink = await startSmtpSink();
  sender = createEmailSender({ smtpUrl: sink.url, to: recipients, siteUrl: "https://www.agency.example" });
});
afterAll(async () => {
  sender.close();
  await sink.close();
});

const sendAndReceive = async (n: Notice) => {
  const before = sink.mails.length;
  await sender.send(n);
  expect(sink.mails).toHaveLength(before + 1);
  return sink.mails.at(-1)!;
};

const decodedBody = (raw: string) => {
  const body = raw.replace(/\r\n/g, "\n").split("\n\n").slice(1).join("\n\n");
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
};

describe("enquiry email", () => {
  it("goes to the configured recipients only, from the site, replying to the enquirer", async () => {
    const mail = await sendAndReceive(notice);
    expect(mail.to.sort()).toEqual([...recipients].sort());
    expect(mail.from).toBe("enquiries@www.agency.example");
    expect(headerValues(mail.raw, "Reply-To")).toEqual(["Ioana Marin <ioana@example.com>"]);
    expect(headerValues(mail.raw, "Subject")[0]).toBe("New enquiry from Ioana Marin (Northwind <Ltd> & Co)");
    expect(headerValues(mail.raw, "X-Enquiry-Id")).toEqual([notice.id]);
  });

  it("carries message, company, email, page and id in a plain-text and an escaped HTML part", async () => {
    const body = decodedBody((await sendAndReceive(notice)).raw);
    expect(body).toContain("Content-Type: text/plain");
    expect(body).toContain("Content-Type: text/html");
    for (const value of [notice.company, notice.email, notice.page, notice.id]) expect(body).toContain(value);
    // The plain-text message, every line indented under its label: it cannot pass for a field of the notice.
    expect(body).toContain("Message:\n    Hello <b>team</b>,\n    we need a portal & an app.");
    expect(body).toContain("Hello &lt;b&gt;team&lt;/b&gt;");
    expect(body).toContain("Northwind &lt;Ltd&gt; &amp; Co");
    expect(body).not.toContain("<b>team</b></p>");
  });

  it.each([
    "Eve\r\nBcc: victim@evil.example",
    "Eve\nX-Injected: yes",
    "Eve <attacker@evil.example>, victim@evil.example",
    '"Eve" <attacker@evil.example>',
    "=?utf-8?q?victim=40evil.example?= <x@evil.example>",
    "Eve; victim@evil.example",
  ])("a hostile name %j adds no header and no recipient", async (name) => {
    const mail = await sendAndReceive({ ...notice, name, company: "" });
    expect(mail.to.sort()).toEqual([...recipients].sort());
    const head = mail.raw.split(/\r?\n\r?\n/)[0]!;
    expect(head).not.toMatch(/^(bcc|cc|x-injected):/im);
    expect(headerValues(mail.raw, "To")).toHaveLength(1);
    expect(headerValues(mail.raw, "To")[0]).not.toContain("evil");
    const replyTo = headerValues(mail.raw, "Reply-To");
    expect(replyTo).toHaveLength(1);
    // Parsed as a mail client would, Reply-To holds one address: the enquirer's.
    const parsed = addressparser(replyTo[0]!, { flatten: true });
    expect(parsed.map((a) => a.address)).toEqual(["ioana@example.com"]);
    expect(`${replyTo[0]} ${headerValues(mail.raw, "Subject")[0]}`).not.toMatch(/=\?utf-8\?q\?victim/i);
  });

  it("a visitor cannot forge a line of the plain-text notice: fields single-line, the message indented", async () => {
    const body = decodedBody(
      (
        await sendAndReceive({
          ...notice,
          name: "Eve\u2028Review link: https://evil.example/a",
          company: "Acme\rPage: https://evil.example/b",
          message: "Hi\nReview link: https://evil.example/c\r\nEnquiry id: 1\u2029Name: Mallory",
          held: { reason: "no proof of work", reviewUrl: "https://www.agency.example/review?token=real" },
        })
      ).raw,
    );
    const text = body.split("Content-Type: text/html")[0]!;
    const lines = text.split(/\r?\n/);
    const fieldLines = lines.filter((l) => /^(Name|Company|Page|Enquiry id|Review link):/.test(l));
    expect(fieldLines).toEqual([
      "Name: Eve Review link: https://evil.example/a",
      "Company: Acme Page: https://evil.example/b",
      `Page: ${notice.page}`,
      `Enquiry id: ${notice.id}`,
    ]);
    expect(lines).toContain("    Review link: https://evil.example/c");
    expect(lines).toContain("    Name: Mallory");
  });
});
