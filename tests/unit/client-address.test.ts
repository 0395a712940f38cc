import { describe, expect, it, vi } from "vitest";
import { clientAddress, limiterKey, untrustedForwardingWarning } from "@/platform/client-address.mjs";

describe("the client address (TRUST_PROXY_HOPS)", () => {
  it("with no trusted proxy, is the socket's address whatever X-Forwarded-For says", () => {
    expect(clientAddress("198.51.100.9", "203.0.113.4", 0)).toBe("203.0.113.4");
    expect(clientAddress(undefined, "::ffff:203.0.113.4", 0)).toBe("203.0.113.4");
  });

  it("with N trusted proxies, is the N-th entry from the right; entries the client wrote are never believed", () => {
    expect(clientAddress("198.51.100.9, 203.0.113.7", "10.0.0.2", 1)).toBe("203.0.113.7");
    expect(clientAddress("198.51.100.9, 203.0.113.7, 192.0.2.10", "10.0.0.2", 2)).toBe("203.0.113.7");
    expect(clientAddress(["198.51.100.9", "203.0.113.7"], "10.0.0.2", 1)).toBe("203.0.113.7");
    expect(clientAddress("2001:DB8::1", "10.0.0.2", 1)).toBe("2001:db8::1");
  });

  it("falls back to the socket's address when the trusted entry is missing or not an IP address", () => {
    expect(clientAddress("203.0.113.7", "10.0.0.2", 2)).toBe("10.0.0.2");
    expect(clientAddress("198.51.100.9, evil.example", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddress("203.0.113.7:443", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddress(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
  });

  it("keys IPv4 as it is and IPv6 by its /64", () => {
    expect(limiterKey("203.0.113.7")).toBe("203.0.113.7");
    expect(limiterKey("2001:db8:5:6::1")).toBe("2001:db8:5:6::/64");
    expect(limiterKey("2001:db8:5:6:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:5:6::/64");
    expect(limiterKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limiterKey("2001:0db8:0005:0006::1")).toBe("2001:db8:5:6::/64");
  });

  it("warns once per process, only for X-Forwarded-For while no proxy is trusted", () => {
    const warn = vi.fn();
    const check = untrustedForwardingWarning(warn);
    check(false, 0);
    check(true, 1);
    expect(warn).not.toHaveBeenCalled();
    check(true, 0);
    check(true, 0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("TRUST_PROXY_HOPS");
  });
});
