/**
 * Paint first, then hydrate. Next.js writes its chunks as `<script async>` tags in the `<head>`, so a
 * phone downloads ~140 KB of JavaScript alongside the stylesheet and font that the first frame needs,
 * and runs it as soon as it lands. This rewrites prerendered pages so the chunks are requested once
 * the browser reports its first paint: text and hero reach the screen from HTML, CSS and font alone,
 * and React hydrates straight after. A browser without paint timing loads them after its first frame;
 * a tab opened in the background, which never paints, after 3 s. The loader is the same on every
 * page (one CSP hash); the chunk list is an attribute.
 */
import { rewriteFiles } from "./rewrite-files";

const chunkTag = /<script src="([^"]+\.js)" async=""><\/script>/g;
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="[^"]+\.js"\/>/g;
const loaderAttribute = /<script data-paint-first="([^"]*)">/;

export const LOADER =
  "(function(script,doc){" +
  'var chunks=script.getAttribute("data-paint-first").split(" "),done=false;' +
  "function load(){if(done)return;done=true;chunks.forEach(function(src){" +
  'var tag=doc.createElement("script");tag.src=src;tag.async=true;doc.head.appendChild(tag)})}' +
  "setTimeout(load,3000);" +
  "function afterFrame(){requestAnimationFrame(function(){setTimeout(load,0)})}" +
  "var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];" +
  'if(types.indexOf("paint")<0)return afterFrame();' +
  'try{new PerformanceObserver(load).observe({type:"paint",buffered:true})}catch(error){afterFrame()}' +
  "})(document.currentScript,document)";

/** The page with Next.js's chunk tags and chunk preloads replaced by the loader at the end of `<head>`. */
export function paintFirst(html: string): string {
  const chunks = [...html.matchAll(chunkTag)].map((match) => match[1]!);
  if (chunks.length === 0) return html;
  const loader = `<script data-paint-first="${chunks.join(" ")}">${LOADER}</script>`;
  return html.replace(chunkTag, "").replace(chunkPreload, "").replace("</head>", `${loader}</head>`);
}

/** The chunks a rewritten page loads after its first paint; empty for a page left as Next.js wrote it. */
export function deferredChunks(html: string): string[] {
  return html.match(loaderAttribute)?.[1]?.split(" ").filter(Boolean) ?? [];
}

/** Rewrites every `.html` file under `dir` (a build's `server/app`, or a static export); returns how many. */
export function paintFirstPages(dir: string): number {
  return rewriteFiles(dir, ".html", paintFirst);
}
