/** Runs after `next build` (see package.json) on the build in $NEXT_DIST_DIR (default .next). */
import path from "node:path";
import { BUILD_FOLDER } from "../platform/build-folders.mjs";
import { optimiseBuild } from "./lib/compile-hints-and-load-on-intent";

const build = path.resolve(__dirname, "..", process.env.NEXT_DIST_DIR || BUILD_FOLDER);
try {
  const { chunks, pages } = optimiseBuild({
    chunks: path.join(build, "static/chunks"),
    pages: path.join(build, "server/app"),
  });
  console.log(`Post-build: compile hints on ${chunks} chunks, ${pages} pages load their chunks on first intent`);
} catch (error) {
  console.error(`\nPost-build failed: ${(error as Error).message}\n`);
  process.exit(1);
}
