import { describe, expect, it, vi } from "vitest";
import { warnIfNobodyIsTold } from "@/lib/server/notify/runtime";
import { logger } from "@/lib/server/observe/logger";
import { checkSettings, settingsWarnings } from "@/lib/settings/check";
import { readPublicSettings, readServerSettings } from "@/lib/settings/schema.mjs";

describe("server settings", () => {
  it("has working defaults when nothing is set", () => {
    const settings = readServerSettings({});
    expect(settings).toMatchObject({
      siteUrl: "http://localhost:3000",
      ENQUIRY_DATA_DIR: "data",
      ENQUIRY_RATE_LIMIT_PER_MINUTE: 5,
      ENQUIRY_ALLOWED_ORIGINS: [],
    });
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings).toMatchObject({
      ENQUIRY_NOTIFY_TO: [],
      ENQUIRY_DELIVERY_MAX_BACKOFF_S: 300,
      ENQUIRY_PROOF_OF_WORK: "on",
      ENQUIRY_RETENTION_DAYS: 730,
    });
    expect(settings.SMTP_URL ?? settings.ENQUIRY_WEBHOOK_URL ?? settings.ENQUIRY_POW_SECRET).toBeUndefined();
  });

  it("checks where npm start listens and which build it serves, naming the variable", () => {
    expect(readServerSettings({})).toMatchObject({ PORT: 3000, NEXT_DIST_DIR: ".next" });
    expect(readServerSettings({ PORT: "8080", HOST: "127.0.0.1", NEXT_DIST_DIR: ".next-e2e" })).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      NEXT_DIST_DIR: ".next-e2e",
    });
    expect(() => readServerSettings({ PORT: "eighty" })).toThrow(/PORT: must be a port number from 1 to 65535/);
    expect(() => readServerSettings({ PORT: "70000" })).toThrow(/PORT: must be a port number/);
    expect(() => readServerSettings({ HOST: "a host" })).toThrow(/HOST: must be a host name or IP address/);
    expect(() => readServerSettings({ NEXT_DIST_DIR: "../elsewhere" })).toThrow(/NEXT_DIST_DIR: must be a folder name/);
  });

  it("reads the notification settings", () => {
    const settings = readServerSettings({
      SMTP_URL: "smtp://user:pass@mail.example:587",
      ENQUIRY_NOTIFY_TO: "sales@agency.example, ops@agency.example",
      ENQUIRY_NOTIFY_FROM: "web@agency.example",
      ENQUIRY_WEBHOOK_URL: "https://hooks.example/enquiries",
      ENQUIRY_WEBHOOK_SECRET: "a-long-enough-secret",
      ENQUIRY_DELIVERY_MAX_BACKOFF_S: "60",
      ENQUIRY_PROOF_OF_WORK: "off",
      ENQUIRY_RETENTION_DAYS: "365",
    });
    expect(settings).toMatchObject({
      ENQUIRY_NOTIFY_TO: ["sales@agency.example", "ops@agency.example"],
      ENQUIRY_DELIVERY_MAX_BACKOFF_S: 60,
      ENQUIRY_PROOF_OF_WORK: "off",
      ENQUIRY_RETENTION_DAYS: 365,
    });
  });

  it("treats empty values as unset and normalises origins", () => {
    const settings = readServerSettings({
      SITE_URL: "https://www.example.com/",
      DATABASE_URL: "",
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "12",
      ENQUIRY_ALLOWED_ORIGINS: " https://a.example/path , https://b.example ",
    });
    expect(settings.siteUrl).toBe("https://www.example.com");
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.ENQUIRY_RATE_LIMIT_PER_MINUTE).toBe(12);
    expect(settings.ENQUIRY_ALLOWED_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
  });

  it.each([
    ["SITE_URL", "www.example.com"],
    ["SITE_URL", "ftp://example.com"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["ENQUIRY_RATE_LIMIT_PER_MINUTE", "five"],
    ["ENQUIRY_RATE_LIMIT_PER_MINUTE", "-1"],
    ["ENQUIRY_ALLOWED_ORIGINS", "https://ok.example,not a url"],
    ["SMTP_URL", "http://mail.example"],
    ["ENQUIRY_NOTIFY_TO", "sales@agency.example,not an address"],
    ["ENQUIRY_NOTIFY_FROM", "Web <web@agency.example>"],
    ["ENQUIRY_WEBHOOK_URL", "ftp://hooks.example"],
    ["ENQUIRY_WEBHOOK_SECRET", "short"],
    ["ENQUIRY_DELIVERY_MAX_BACKOFF_S", "0"],
    ["ENQUIRY_DELIVERY_MAX_BACKOFF_S", "soon"],
    ["ENQUIRY_PROOF_OF_WORK", "yes"],
    ["ENQUIRY_POW_SECRET", "too-short"],
    ["ENQUIRY_RETENTION_DAYS", "2.5"],
  ])("refuses %s=%j with a message naming the variable", (name, value) => {
    expect(() => readServerSettings({ [name]: value })).toThrow(new RegExp(`Invalid settings:\\n  ${name}: `));
  });
});

describe("settings that need a partner", () => {
  it.each([
    [{ SMTP_URL: "smtp://mail.example" }, "ENQUIRY_NOTIFY_TO"],
    [{ ENQUIRY_NOTIFY_TO: "sales@agency.example" }, "SMTP_URL"],
    [{ ENQUIRY_WEBHOOK_URL: "https://hooks.example" }, "ENQUIRY_WEBHOOK_SECRET"],
  ])("refuses %j naming %s", (env, name) => {
    expect(() => readServerSettings(env)).toThrow(new RegExp(`Invalid settings:\\n  ${name}: required`));
  });
});

describe("public settings", () => {
  it("defaults the enquiry endpoint to the embedded inbox", () => {
    expect(readPublicSettings({}).NEXT_PUBLIC_ENQUIRY_ENDPOINT).toBe("/api/enquiries");
  });

  it("accepts a path or an absolute URL and refuses anything else", () => {
    for (const value of ["/api/enquiries", "https://forms.example/f/abc"]) {
      expect(readPublicSettings({ NEXT_PUBLIC_ENQUIRY_ENDPOINT: value }).NEXT_PUBLIC_ENQUIRY_ENDPOINT).toBe(value);
    }
    for (const value of ["api/enquiries", "//evil.example/x"]) {
      expect(() => readPublicSettings({ NEXT_PUBLIC_ENQUIRY_ENDPOINT: value })).toThrow(/NEXT_PUBLIC_ENQUIRY_ENDPOINT/);
    }
  });
});

describe("the settings check's warnings", () => {
  const nobodyTold = /No notification channel is set: each enquiry is stored in the inbox and nobody is told of it/;
  const email = { SMTP_URL: "smtp://mail.example", ENQUIRY_NOTIFY_TO: "sales@agency.example" };
  const hook = {
    ENQUIRY_WEBHOOK_URL: "https://hooks.example/enquiries",
    ENQUIRY_WEBHOOK_SECRET: "a-long-enough-secret",
  };

  it.each(["build", "serve"] as const)("warn at %s that nobody is told of an enquiry with no channel", (phase) => {
    const text = settingsWarnings({ SITE_URL: "https://www.example.com" }, phase).join("\n");
    expect(text).toMatch(nobodyTold);
    expect(text).toContain("while the site promises a reply within 24 hours");
    for (const name of ["SMTP_URL", "ENQUIRY_NOTIFY_TO", "ENQUIRY_WEBHOOK_URL", "ENQUIRY_WEBHOOK_SECRET"]) {
      expect(text).toContain(name);
    }
  });

  it("say nothing of it with email, with the webhook, with an external form service or under next dev", () => {
    for (const env of [
      email,
      hook,
      { NEXT_PUBLIC_ENQUIRY_ENDPOINT: "https://forms.example/f/abc" },
      { NODE_ENV: "development" },
    ]) {
      expect(settingsWarnings({ SITE_URL: "https://www.example.com", ...env }, "build").join("\n")).not.toMatch(
        nobodyTold,
      );
    }
  });

  it("refuse a production start on a public origin with no channel, naming what to set; a local trial carries on", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    try {
      checkSettings({ SITE_URL: "https://www.example.com" }, "serve");
      expect(exit).toHaveBeenCalledWith(1);
      const refusal = error.mock.calls.flat().join("\n");
      for (const name of ["SMTP_URL", "ENQUIRY_NOTIFY_TO", "ENQUIRY_WEBHOOK_URL", "ENQUIRY_NOTIFY_NONE=acknowledged"])
        expect(refusal).toContain(name);
      exit.mockClear();
      for (const env of [
        { SITE_URL: "https://www.example.com", ENQUIRY_NOTIFY_NONE: "acknowledged" },
        { SITE_URL: "https://www.example.com", ...email },
        { SITE_URL: "http://localhost:3000" },
        { SITE_URL: "http://127.0.0.1:4000" },
        {},
      ]) {
        checkSettings(env, "serve");
        expect(exit, JSON.stringify(env)).not.toHaveBeenCalled();
      }
      checkSettings({ SITE_URL: "https://www.example.com" }, "build");
      expect(exit, "a build without its secrets is fine: the server fills the pages").not.toHaveBeenCalled();
      expect(warn.mock.calls.flat().join("\n")).toMatch(nobodyTold);
    } finally {
      warn.mockRestore();
      error.mockRestore();
      exit.mockRestore();
    }
  });

  it("say, when nobody being told is acknowledged, that no page promises a reply time", () => {
    const text = settingsWarnings(
      { SITE_URL: "https://www.example.com", ENQUIRY_NOTIFY_NONE: "acknowledged" },
      "serve",
    );
    expect(text.join("\n")).toContain("the pages served promise no reply time");
    expect(() => readServerSettings({ ENQUIRY_NOTIFY_NONE: "yes" })).toThrow(
      /ENQUIRY_NOTIFY_NONE: must be acknowledged/,
    );
  });

  it("still warn about a missing SITE_URL at build only", () => {
    expect(settingsWarnings(email, "build").join("\n")).toContain("!! Set SITE_URL to the public origin");
    expect(settingsWarnings(email, "serve").join("\n")).not.toMatch(/SITE_URL/);
  });
});

describe("the inbox at start", () => {
  it("logs inbox.no-notice-channel once when the form posts here and no channel is set", () => {
    const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});
    try {
      const settings = (env: Record<string, string | undefined>) => readServerSettings(env);
      expect(warnIfNobodyIsTold(settings({}), "/api/enquiries")).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toEqual({ event: "inbox.no-notice-channel" });
      warn.mockClear();
      for (const env of [
        { SMTP_URL: "smtp://mail.example", ENQUIRY_NOTIFY_TO: "sales@agency.example" },
        { ENQUIRY_WEBHOOK_URL: "https://hooks.example/enquiries", ENQUIRY_WEBHOOK_SECRET: "a-long-enough-secret" },
      ]) {
        expect(warnIfNobodyIsTold(settings(env), "/api/enquiries")).toBe(false);
      }
      expect(warnIfNobodyIsTold(settings({}), "https://forms.example/f/abc")).toBe(false);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe("hostile-client settings (issue 39)", () => {
  it("TRUST_PROXY_HOPS defaults to 0 (the socket address) and must be a whole number from 0 to 10", () => {
    expect(readServerSettings({}).TRUST_PROXY_HOPS).toBe(0);
    expect(readServerSettings({ TRUST_PROXY_HOPS: "2" }).TRUST_PROXY_HOPS).toBe(2);
    for (const value of ["-1", "1.5", "many", "11"])
      expect(() => readServerSettings({ TRUST_PROXY_HOPS: value }), value).toThrow(/TRUST_PROXY_HOPS: must be/);
  });

  it("the held-notice budget defaults to 6 an hour; 0 sends every held enquiry to the digest only", () => {
    expect(readServerSettings({}).ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR).toBe(6);
    expect(readServerSettings({ ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR: "0" }).ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR).toBe(
      0,
    );
    expect(() => readServerSettings({ ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR: "-3" })).toThrow(
      /ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR/,
    );
  });

  it("a webhook URL must be https:// unless it stays on this machine", () => {
    const hook = (url: string) =>
      readServerSettings({ ENQUIRY_WEBHOOK_URL: url, ENQUIRY_WEBHOOK_SECRET: "a-long-enough-secret" });
    expect(() => hook("http://hooks.example/enquiries")).toThrow(/ENQUIRY_WEBHOOK_URL: must be an https:\/\/ URL/);
    expect(() => hook("http://10.0.0.5/hook")).toThrow(/ENQUIRY_WEBHOOK_URL/);
    for (const url of [
      "https://hooks.example/enquiries",
      "http://127.0.0.1:9000/hook",
      "http://localhost/hook",
      "http://[::1]:8080/",
    ])
      expect(hook(url).ENQUIRY_WEBHOOK_URL, url).toBe(url);
  });
});
