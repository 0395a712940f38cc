/**
 * `npm run build:static`: the site as plain files in out/ for any static host or CDN, with its security
 * headers as out/_headers (Netlify, Cloudflare Pages) and deploy/nginx.conf. Needs SITE_URL and an
 * absolute NEXT_PUBLIC_ENQUIRY_ENDPOINT (a form-collection service): without them it stops at once.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NOTHING_TO_BUILD } from "../lib/articles/paths";
import { readStaticBuildSettings } from "../lib/settings/schema.mjs";
import { BUILD_FOLDER, KEPT_NODE_BUILD_FOLDER, STATIC_EXPORT_FOLDER } from "../platform/build-folders.mjs";
import { pageScriptHashes } from "../server/page-hashes.mjs";
import { optimiseBuild } from "./lib/compile-hints-and-load-on-intent";
import { headersFile, metaPolicy, nginxSnippet } from "./lib/static-headers";

const root = path.resolve(__dirname, "..");
const outDir = path.join(root, STATIC_EXPORT_FOLDER);
const workDir = path.join(root, BUILD_FOLDER);
// Next.js keeps a static export's working files in the build folder; the Node build there is set aside meanwhile.
const keptNodeBuild = path.join(root, KEPT_NODE_BUILD_FOLDER);

let settings: ReturnType<typeof readStaticBuildSettings>;
try {
  settings = readStaticBuildSettings(process.env);
} catch (error) {
  console.error(`\nbuild:static cannot start.\n${(error as Error).message}\n`);
  process.exit(1);
}

function build() {
  rmSync(outDir, { recursive: true, force: true });
  const hadNodeBuild = existsSync(workDir);
  if (hadNodeBuild) {
    rmSync(keptNodeBuild, { recursive: true, force: true });
    renameSync(workDir, keptNodeBuild);
  }
  try {
    const result = spawnSync(path.join(root, "node_modules/.bin/next"), ["build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...settings, LUMORA_STATIC_EXPORT: "1", NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    removeNothingToBuild(outDir);
    optimiseBuild({ chunks: path.join(outDir, "_next/static/chunks"), pages: outDir });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    if (hadNodeBuild) renameSync(keptNodeBuild, workDir);
  }
}

/** The placeholder routes of an empty articles list (lib/articles/static-params.ts) are not part of the site. */
function removeNothingToBuild(dir: string) {
  const found = readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) =>
    e.name.startsWith(NOTHING_TO_BUILD),
  );
  for (const entry of found) rmSync(path.join(entry.parentPath, entry.name), { recursive: true, force: true });
  for (const folder of new Set(found.map((entry) => entry.parentPath))) {
    if (existsSync(folder) && !readdirSync(folder).length) rmSync(folder, { recursive: true });
  }
}

/** Puts each page's policy first in its <head>, so hosts that ignore `_headers` still enforce it. */
function addMetaPolicies(pages: Map<string, string[]>) {
  for (const [route, hashes] of pages) {
    const file = path.join(outDir, route === "/" ? "index.html" : `${route.slice(1)}.html`);
    const html = readFileSync(file, "utf8");
    writeFileSync(file, html.replace(/<head>/, `<head>${metaPolicy(hashes, options)}`));
  }
}

const options = { enquiryEndpoint: settings.NEXT_PUBLIC_ENQUIRY_ENDPOINT };
build();
const pages = pageScriptHashes(outDir);
addMetaPolicies(pages);
writeFileSync(path.join(outDir, "_headers"), headersFile(pages, options));
mkdirSync(path.join(root, "deploy"), { recursive: true });
writeFileSync(path.join(root, "deploy", "nginx.conf"), nginxSnippet(pages, options));
console.log(
  `\nStatic site in out/ (${pages.size} HTML files) for ${settings.SITE_URL}; forms post to ${options.enquiryEndpoint}.` +
    "\nHeaders: out/_headers (Netlify, Cloudflare Pages) and deploy/nginx.conf (nginx).",
);
