import { describe, expect, it } from "vitest";
import { PROOF_FRESH_MS, proofIsStale } from "@/lib/client/send-enquiry";
import { CHALLENGE_TTL_MINUTES } from "@/lib/shared/enquiry-pow";

describe("the form's proof of work is replaced before its challenge can expire", () => {
  const started = Date.UTC(2026, 10, 27, 9, 0, 0);
  const minutes = (m: number) => started + m * 60_000;

  it("keeps a proof for the first 29 minutes after the visitor starts on the form", () => {
    expect(proofIsStale(started, minutes(0))).toBe(false);
    expect(proofIsStale(started, minutes(28.99))).toBe(false);
  });

  it("starts a new one from minute 29, a minute before the server's expiry", () => {
    expect(proofIsStale(started, minutes(29))).toBe(true);
    expect(proofIsStale(started, minutes(45))).toBe(true);
    expect(CHALLENGE_TTL_MINUTES * 60_000 - PROOF_FRESH_MS).toBe(60_000);
  });
});
