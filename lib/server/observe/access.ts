import type { IncomingMessage, ServerResponse } from "node:http";
import { countRequest } from "./http-metrics";
import { logs } from "./logger";

/** The client's address: the first X-Forwarded-For hop (the proxy in front adds it), else the socket's. */
export function clientIp(headers: IncomingMessage["headers"], socketAddress: string | undefined): string {
  const forwarded = headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  const real = headers["x-real-ip"];
  return first || (typeof real === "string" && real) || socketAddress || "unknown";
}

/** The path without its query string (a query may carry a review token or personal data). */
export function pathOnly(url: string | undefined): string {
  const raw = url ?? "/";
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

/**
 * Called by server/index.mjs once a request is answered (or the client went away): writes one access
 * line and counts the request. Never reads the body.
 */
export function requestDone(req: IncomingMessage, res: ServerResponse, seconds: number): void {
  const status = res.writableFinished ? res.statusCode : 499;
  countRequest(req.method ?? "", status, seconds);
  logs().access({
    type: "access",
    method: req.method,
    path: pathOnly(req.url),
    status,
    ms: Math.round(seconds * 10_000) / 10,
    ip: clientIp(req.headers, req.socket.remoteAddress),
    ua: req.headers["user-agent"] ?? "",
  });
}
