/**
 * Logs the missing path to the browser console for whoever is debugging a broken link. An inline
 * script, so it runs with the first paint, before (and without) the React chunks that load on
 * intent; the server's per-page CSP allows it by its hash.
 */
const LOG_MISSING_PATH = 'console.error("404 \\u2013 page not found: " + location.pathname)';

export function LogMissingPath() {
  return <script dangerouslySetInnerHTML={{ __html: LOG_MISSING_PATH }} />;
}
