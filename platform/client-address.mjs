// @ts-check
/**
 * The client's address, decided once per request by the server that sees the socket (server/index.mjs),
 * then written into X-Forwarded-For so that Next.js, the enquiry limiter and the access log all read the
 * same value. A client writes any X-Forwarded-For it likes: only the entries added by the proxies the
 * operator trusts (TRUST_PROXY_HOPS) are believed, counted from the right, where each proxy appends.
 */
import { isIP } from "node:net";

/**
 * The address of the client that sent the request: with `trustedHops` 0 the socket's peer; with N the N-th
 * X-Forwarded-For entry from the right (the one the outermost trusted proxy saw). Anything that is not an
 * IP address there (a missing hop, a name, a port) falls back to the socket's peer, which is a proxy the
 * operator runs: a client can then only make itself share the proxy's key, never pick another client's.
 * @param {string | string[] | undefined} forwardedFor the raw header (Node joins repeated ones with ", ")
 * @param {string | undefined} socketAddress
 * @param {number} trustedHops
 */
export function clientAddress(forwardedFor, socketAddress, trustedHops) {
  const socket = normalise(socketAddress ?? "") || "unknown";
  if (trustedHops <= 0 || forwardedFor === undefined) return socket;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((entry) => entry.trim());
  const candidate = entries[entries.length - trustedHops];
  return (candidate && normalise(candidate)) || socket;
}

/**
 * An IP address in one spelling: IPv4-mapped IPv6 as IPv4, IPv6 lower case without brackets; "" when it
 * is not an IP address.
 * @param {string} value
 */
function normalise(value) {
  const bare = value.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  return isIP(bare) ? bare : "";
}

/**
 * The rate limiter's key for an address: IPv4 as it is, IPv6 by its /64 (one home or one server gets a
 * whole /64 and could otherwise rotate through it).
 * @param {string} address
 */
export function limiterKey(address) {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Warns once per process, on the first request that carries X-Forwarded-For while no proxy is trusted:
 * either a proxy is in front and TRUST_PROXY_HOPS should say so, or a client is forging the header.
 * @param {(message: string) => void} warn
 */
export function untrustedForwardingWarning(warn) {
  let warned = false;
  return (/** @type {boolean} */ carriesForwardedFor, /** @type {number} */ trustedHops) => {
    if (warned || !carriesForwardedFor || trustedHops > 0) return;
    warned = true;
    warn(
      "A request carried X-Forwarded-For while TRUST_PROXY_HOPS is 0: the header is ignored and the socket address is used. If the server runs behind a proxy or CDN, set TRUST_PROXY_HOPS to the number of proxies in front of it.",
    );
  };
}
