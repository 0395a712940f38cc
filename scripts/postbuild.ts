/** Runs after `next build` (see package.json) on the build in $NEXT_DIST_DIR (default .next). */
import path from "node:path";
import { optimiseBuild } from "./lib/post-build";

const build = path.resolve(__dirname, "..", process.env.NEXT_DIST_DIR ?? ".next");
const { chunks, pages } = optimiseBuild({
  chunks: path.join(build, "static/chunks"),
  pages: path.join(build, "server/app"),
});
console.log(`Post-build: compile hints on ${chunks} chunks, ${pages} pages load their chunks after first paint`);
