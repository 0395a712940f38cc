/**
 * Runs after `next build` (see package.json) on the build in $NEXT_DIST_DIR (default .next): V8
 * compile hints on the JavaScript chunks, and prerendered pages that load those chunks after their
 * first paint. scripts/build-static.ts does the same to a static export.
 */
import path from "node:path";
import { addCompileHints } from "./lib/compile-hints";
import { paintFirstPages } from "./lib/paint-first";

const build = path.resolve(__dirname, "..", process.env.NEXT_DIST_DIR ?? ".next");
const chunks = addCompileHints(path.join(build, "static/chunks"));
const pages = paintFirstPages(path.join(build, "server/app"));
console.log(`Post-build: compile hints on ${chunks} chunks, ${pages} pages load their chunks after first paint`);
