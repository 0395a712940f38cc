import type { NextConfig } from "next";
import { checkSettings } from "./lib/settings/check";

checkSettings(process.env, process.argv.includes("build") ? "build" : "serve");

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The browser-test server builds into its own folder so `npm test` never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  serverExternalPackages: ["better-sqlite3", "pg"],
};

export default nextConfig;
