import type { NextConfig } from "next";
import { checkSettings } from "./lib/settings/check";

checkSettings(process.env, process.argv.includes("build") ? "build" : "serve");

// `npm run build:static` (scripts/build-static.ts) sets this: plain files in out/ for a static host.
const staticExport = process.env.LUMORA_STATIC_EXPORT === "1";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The browser-test server builds into its own folder so `npm test` never replaces the build `npm start` serves.
  distDir: staticExport ? ".next" : process.env.NEXT_DIST_DIR || ".next",
  serverExternalPackages: ["better-sqlite3", "pg"],
  // Route handlers named route.node.ts (the enquiry inbox and the health check) exist only on the Node server.
  pageExtensions: staticExport ? ["tsx", "ts"] : ["tsx", "ts", "node.ts"],
  ...(staticExport && { output: "export" as const }),
};

export default nextConfig;
