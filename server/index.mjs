// @ts-check
/**
 * `npm start`: the production Node server. Next.js renders; this file adds what `next start` cannot:
 * a per-page Content-Security-Policy with the hashes of that page's inline scripts, the client's address
 * decided once (platform/client-address.mjs), an access log line and request metrics per answer
 * (server/observe), the live text filled from this server's settings (server/live-text.mjs), and a
 * graceful shutdown that lets enquiries in flight finish, stops the inbox's delivery worker, closes the
 * store and exits 0.
 */
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { readPublicSettings, readServerSettings } from "../lib/settings/schema.mjs";
import { clientAddress, untrustedForwardingWarning } from "../platform/client-address.mjs";
import { INBOX_KEY, LIVE_TEXT_KEY } from "../platform/runtime-keys.mjs";
import { CACHE_REVALIDATE, inboxSecurityHeaders, securityHeaders } from "../platform/security-headers.mjs";
import { datedPages } from "./dated-pages.mjs";
import { livePages, serveLivePage } from "./live-text.mjs";
import { createObservation } from "./observe/index.mjs";
import { pageScriptHashes } from "./page-hashes.mjs";

const GRACE_MS = 8_000;
/**
 * Slow clients cannot hold a connection open: the whole request within 30 s, its headers within 10 s, an
 * idle keep-alive connection 5 s; Node checks these every second (its default is every 30 s).
 */
const TIMEOUTS = {
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

// The inbox, its WAL, backups and access logs are readable by the server's user only: files 0600, folders 0700.
process.umask(0o077);

const root = path.resolve(import.meta.dirname, "..");

/**
 * This server's settings, read by the same zod schema as the app's (lib/settings/schema.mjs, plain
 * JavaScript so that Node runs it as it is): an invalid variable stops the server, named, before it listens.
 */
function readSettings() {
  try {
    return { ...readServerSettings(process.env), ...readPublicSettings(process.env) };
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
const settings = readSettings();
const { PORT: port, HOST: hostname, NEXT_DIST_DIR: distDir, TRUST_PROXY_HOPS: trustProxyHops } = settings;
const https = settings.siteUrl.startsWith("https://");
const enquiryEndpoint = settings.NEXT_PUBLIC_ENQUIRY_ENDPOINT;

process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const observation = createObservation(settings);
const { log } = observation;

/** The inbox's stop (lib/server/notify/runtime.ts), installed when instrumentation.ts starts the inbox. */
const inboxStop = () =>
  /** @type {{ stop?: () => Promise<void> } | undefined} */ (Reflect.get(globalThis, INBOX_KEY))?.stop;

const warnForwarding = untrustedForwardingWarning((message) => log("warn", "server.untrusted-forwarded-for", message));

/**
 * Decides the client's address once (platform/client-address.mjs) and puts it in X-Forwarded-For, alone, so
 * that Next.js and the enquiry limiter read the value the access log writes.
 * @param {import("node:http").IncomingMessage} req
 */
function decideClientAddress(req) {
  const forwarded = req.headers["x-forwarded-for"];
  warnForwarding(forwarded !== undefined, trustProxyHops);
  const address = clientAddress(forwarded, req.socket.remoteAddress, trustProxyHops);
  req.headers["x-forwarded-for"] = address;
  delete req.headers["x-real-ip"];
  return address;
}

/** Times a request; once it is answered (or the client left), hands it to the access log and metrics. */
function recordWhenAnswered(
  /** @type {import("node:http").IncomingMessage} */ req,
  /** @type {import("node:http").ServerResponse} */ res,
  /** @type {string} */ address,
) {
  const started = process.hrtime.bigint();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observation.requestDone(req, res, Number(process.hrtime.bigint() - started) / 1e9, address);
  };
  res.once("finish", finish);
  res.once("close", finish);
}

const pages = pageScriptHashes(path.join(root, distDir, "server", "app"));
// Unknown paths answer the 404 page; a crash answers the global error page.
const fallbackHashes = [...new Set([...(pages.get("/_not-found") ?? []), ...(pages.get("/_global-error") ?? [])])];
const headersByPage = new Map([...pages].map(([route, hashes]) => [route, headersFor(hashes)]));
const fallbackHeaders = headersFor(fallbackHashes);
const resourceHeaders = headersFor([]);
const inboxHeaders = inboxSecurityHeaders(https);

/** @param {string[]} scriptHashes */
function headersFor(scriptHashes) {
  return securityHeaders({ scriptHashes, enquiryEndpoint, https });
}

/** @param {string} pathname */
function headersForPath(pathname) {
  // The inbox's answers and review page run no inline script and carry enquiry data.
  if (/^\/(api|review)(\/|$)/.test(pathname)) return inboxHeaders;
  // Bundles, images and files such as /robots.txt run no inline script.
  if (/^\/(_next|assets)(\/|$)/.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return resourceHeaders;
  return headersByPage.get(pathname) ?? fallbackHeaders;
}

let draining = false;

/**
 * The pages whose live text (legal sentences, the reply promise) differs under this server's settings from
 * the build's, filled once at start (server/live-text.mjs). Until then a page request waits, so no reader
 * is served the build's text.
 * @type {Map<string, import("./live-text.mjs").LivePage> | undefined}
 */
let filledPages;
/**
 * The pages that show a "Last updated" date (the terms), served with today's.
 * @type {ReturnType<typeof datedPages> | undefined}
 */
let todayPages;
/** @type {(() => void)[]} */
const waitingForLiveText = [];

const server = createServer(TIMEOUTS, (req, res) => {
  recordWhenAnswered(req, res, decideClientAddress(req));
  let url = new URL("http://localhost/");
  try {
    url = new URL(req.url ?? "/", "http://localhost");
  } catch {
    // A malformed URL: Next.js answers it; it gets the fallback headers.
  }
  const { pathname } = url;
  if (!filledPages && pathname !== "/api/health") {
    waitingForLiveText.push(() => answer(req, res, url));
    return;
  }
  answer(req, res, url);
});

function answer(
  /** @type {import("node:http").IncomingMessage} */ req,
  /** @type {import("node:http").ServerResponse} */ res,
  /** @type {URL} */ url,
) {
  const { pathname } = url;
  for (const [name, value] of headersForPath(pathname)) res.setHeader(name, value);
  if (draining) {
    res.setHeader("Connection", "close");
    // A load balancer stops sending new visitors here while the requests in flight finish.
    if (pathname === "/api/health") {
      res.writeHead(503, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify({ status: "stopping" }));
      return;
    }
  }
  const filled =
    req.method === "GET" || req.method === "HEAD"
      ? (todayPages?.get(pathname, new Date()) ?? filledPages?.get(pathname))
      : undefined;
  if (filled) {
    // A filled page is a page: it revalidates, as next.config.ts's headers() (cacheHeaderRules) makes every page.
    serveLivePage(req, res, url, filled, CACHE_REVALIDATE);
    return;
  }
  handle(req, res).catch((/** @type {unknown} */ error) => {
    log("error", "request.crashed", "A request handler crashed", {
      error: error instanceof Error ? error.message : String(error),
    });
    if (!res.headersSent) res.writeHead(500).end();
  });
}

server.on("error", (error) => {
  log("error", "server.failed", `Cannot serve on ${hostname ?? "all interfaces"}:${port}: ${error.message}`);
  observation.flush();
  process.exit(1);
});

/**
 * Next.js runs instrumentation.ts (which starts the inbox's delivery worker) when it handles its first
 * request. The server sends that request to itself, so the worker starts with the server, and stops if
 * the inbox did not start: a Next.js that stopped running the hook must not serve silently.
 */
async function startInstrumentation() {
  const address = server.address();
  const local = hostname && !["0.0.0.0", "::"].includes(hostname) ? hostname : "127.0.0.1";
  const at = typeof address === "object" && address ? address.port : port;
  await fetch(`http://${local.includes(":") ? `[${local}]` : local}:${at}/api/health`).then((r) => r.arrayBuffer());
  if (typeof inboxStop() !== "function")
    throw new Error("instrumentation.ts did not start the inbox after the first request");
  const texts = /** @type {Record<string, string> | undefined} */ (Reflect.get(globalThis, LIVE_TEXT_KEY));
  if (!texts) throw new Error("instrumentation.ts did not publish the live texts after the first request");
  const appDir = path.join(root, distDir, "server", "app");
  const filled = livePages(appDir, texts);
  todayPages = datedPages(appDir, filled);
  filledPages = filled;
  log(
    "info",
    "server.live-text",
    filledPages.size
      ? `Live text filled from this server's settings on ${filledPages.size} pages (their build text differs)`
      : "Live text: the build's text matches this server's settings",
    { pages: filledPages.size },
  );
  for (const resume of waitingForLiveText.splice(0)) resume();
}

server.listen(port, hostname, () => {
  startInstrumentation().then(
    () => log("info", "server.ready", `Lumora ready on http://${hostname ?? "localhost"}:${port} (${distDir})`),
    (/** @type {unknown} */ error) => {
      log("error", "server.failed", `Cannot start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
});

/** Stops taking connections, lets requests in flight finish, then flushes deliveries and closes the store. */
function shutdown(/** @type {NodeJS.Signals} */ signal) {
  if (draining) return;
  draining = true;
  log("info", "server.stopping", `${signal}: finishing requests in flight, then stopping`);
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => server.closeAllConnections(), GRACE_MS);
  server.close(async () => {
    clearInterval(idleSweep);
    clearTimeout(deadline);
    try {
      await inboxStop()?.();
      await app.close();
      log("info", "server.stopped", "Stopped cleanly");
      observation.flush();
      process.exit(0);
    } catch (error) {
      log("error", "server.stop-failed", "Shutdown failed", {
        error: error instanceof Error ? error.message : String(error),
      });
      observation.flush();
      process.exit(1);
    }
  });
}

process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
