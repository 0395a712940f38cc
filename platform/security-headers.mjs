// @ts-check
/**
 * The site's security and caching headers, in one place for every way it is served: the Node server
 * (server/index.mjs), next.config.ts `headers()`, the inbox's own pages (lib/server/inbox), and the static
 * host `_headers` file and nginx snippet (scripts/build-static.ts). It sits in platform/ because both the
 * server and the code Next.js bundles import it.
 */

/** Powerful features the site never uses, switched off for it and anything it could embed. */
const DISABLED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

export const PERMISSIONS_POLICY = DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", ");

/** Two years, as the HSTS preload list asks; sent only where the site is served over HTTPS. */
export const HSTS = "max-age=63072000";

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * The origin of the enquiry endpoint when it is on another site (a form-collection service), else null.
 * @param {string} endpoint a path such as /api/enquiries or an absolute URL
 */
function externalEndpointOrigin(endpoint) {
  return /^https?:\/\//.test(endpoint) ? new URL(endpoint).origin : null;
}

/**
 * Content-Security-Policy for one response. Inline scripts are allowed only by their SHA-256 hashes,
 * computed from the built page (server/page-hashes.mjs); styles need 'unsafe-inline' because the
 * toaster (sonner) injects its own stylesheet.
 * @param {{ scriptHashes?: readonly string[]; enquiryEndpoint: string; https: boolean }} options
 */
export function contentSecurityPolicy({ scriptHashes = [], enquiryEndpoint, https }) {
  const endpoint = externalEndpointOrigin(enquiryEndpoint);
  const self = endpoint ? `'self' ${endpoint}` : "'self'";
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${self}`,
    `form-action ${self}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/**
 * Content-Security-Policy of the pages the server renders outside React (the no-JavaScript form's
 * answers, the held-enquiry review page): no script at all, their own inline style, forms that post
 * only back to the site.
 */
export const SERVER_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Every security header for one response, as [name, value] pairs.
 * @param {{ scriptHashes?: readonly string[]; enquiryEndpoint: string; https: boolean }} options
 * @returns {[string, string][]}
 */
export function securityHeaders(options) {
  return [["Content-Security-Policy", contentSecurityPolicy(options)], ...sharedSecurityHeaders(options.https)];
}

/**
 * The headers that are the same on every response (everything but the CSP).
 * @param {boolean} https
 * @returns {[string, string][]}
 */
export function sharedSecurityHeaders(https) {
  return [
    ...(https ? /** @type {[string, string][]} */ ([["Strict-Transport-Security", HSTS]]) : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
  ];
}

/**
 * Window isolation for the answers that carry enquiry data: the inbox's API answers and the held-enquiry
 * review page. Public pages go without it on purpose: a page with this header cannot share a browsing
 * context group with the page that linked to it, so every arrival from a search result or another site
 * starts the page in a fresh renderer, which Lighthouse's mobile run measured as 300–450 ms more blocking
 * time on the home page. The pages hold nothing a cross-origin window could read.
 * @type {[string, string]}
 */
const OPENER_ISOLATION = ["Cross-Origin-Opener-Policy", "same-origin"];

/**
 * Every security header of the inbox's answers and the review page: the server-page policy (no
 * script), the shared headers and window isolation.
 * @param {boolean} https
 * @returns {[string, string][]}
 */
export function inboxSecurityHeaders(https) {
  return [["Content-Security-Policy", SERVER_PAGE_POLICY], ...sharedSecurityHeaders(https), OPENER_ISOLATION];
}

/**
 * The Node build's caching rule, as next.config.ts `headers()` entries (Next.js's public API for response
 * headers; a later entry wins over an earlier one for the same key): only content-hashed names are
 * immutable; pages and everything else revalidate; the API and the held-enquiry review page carry their
 * own header (no-store). Without it Next.js gives a prerendered page `s-maxage=31536000`, and a shared
 * cache would keep it for a year. The pages server/index.mjs fills with live text are pages: it gives
 * them CACHE_REVALIDATE itself. tests/http/next-cache-control.spec.ts checks the rule under plain
 * `next start`, tests/http/live-text.spec.ts on a filled page.
 */
export function cacheHeaderRules() {
  const rule = (/** @type {string} */ source, /** @type {string} */ value) => ({
    source,
    headers: [{ key: "Cache-Control", value }],
  });
  return [
    rule("/((?!api/|review$).*)", CACHE_REVALIDATE),
    rule("/", CACHE_REVALIDATE),
    rule("/_next/static/:path*", CACHE_IMMUTABLE),
    rule("/assets/:kind(hero|og|work)/:file([^/]+\\.[0-9a-f]{8}\\.(?:svg|png))", CACHE_IMMUTABLE),
    rule("/fonts/:file(geist-core\\.[0-9a-f]{8}\\.woff2)", CACHE_IMMUTABLE),
  ];
}
