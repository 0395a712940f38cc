import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { checkSettings } from "./lib/settings/check";
import { readServerSettings } from "./lib/settings/schema.mjs";
import { BUILD_FOLDER } from "./platform/build-folders.mjs";
import { cacheHeaderRules } from "./platform/security-headers.mjs";

export default function nextConfig(phase: string): NextConfig {
  checkSettings(process.env, phase === PHASE_PRODUCTION_BUILD ? "build" : "serve");

  // `npm run build:static` (scripts/build-static.ts) sets this: plain files in out/ for a static host.
  const staticExport = process.env.LUMORA_STATIC_EXPORT === "1";

  return {
    reactStrictMode: true,
    poweredByHeader: false,
    // The browser-test server builds into its own folder so `npm test` never replaces the build `npm start` serves.
    distDir: staticExport ? BUILD_FOLDER : readServerSettings(process.env).NEXT_DIST_DIR,
    // Loaded by Node at run time, not bundled: the database drivers, and prom-client, whose default registry
    // server/index.mjs records request metrics into and the metrics route reads (one module, one registry).
    serverExternalPackages: ["better-sqlite3", "pg", "prom-client"],
    // `route.node.ts` is this project's convention, not Next.js's: route handlers with that extension
    // (the enquiry inbox, its review page, metrics and the health check) are registered only for the
    // Node server, and left out of the static export, which has no server to run them.
    pageExtensions: staticExport ? ["tsx", "ts"] : ["tsx", "ts", "node.ts"],
    // A static export has no server to send headers: scripts/lib/static-headers.ts writes the same rule.
    ...(staticExport ? { output: "export" as const } : { headers: async () => cacheHeaderRules() }),
  };
}
