/**
 * Paint first, then hydrate. Next.js writes its chunks as `<script async>` tags in the `<head>`, so a
 * phone downloads ~140 KB of JavaScript alongside the stylesheet and font that the first frame needs,
 * and runs it as soon as it lands. This rewrites prerendered pages so the chunks are requested once
 * the browser reports its first paint: text and hero reach the screen from HTML, CSS and font alone,
 * and React hydrates straight after. A browser without paint timing loads them after its first frame;
 * a tab opened in the background, which never paints, after 3 s. The loader is the same on every
 * page (one CSP hash); the chunk list is an attribute.
 *
 * The chunk tags are found by their shape, which is Next.js's to change. So a page that carries React's
 * payload (it hydrates, so it needs its chunks) but has no chunk tag in that shape, or keeps a chunk
 * tag in another shape, stops the build and is named: it must never ship half rewritten, or not at all.
 */
import { rewriteFiles } from "./rewrite-files";

const chunkTag = /<script src="([^"]+\.js)" async=""><\/script>/g;
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="[^"]+\.js"\/>/g;
const loaderAttribute = /<script data-paint-first="([^"]*)">/;
// React's flight payload, inline in every page the App Router renders: the page will hydrate.
const hydrationPayload = "self.__next_f";
const anyModuleChunk = /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="[^"]*\/_next\/static\/[^"]+\.js"[^>]*>/gi;

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

/** Thrown when a page's script tags are not in the shape this rewrite knows; names the page. */
export class UnrecognisedChunkTags extends Error {
  constructor(page: string, problem: string) {
    super(
      `paint-first: ${page} ${problem}. Next.js may now write its chunk tags differently: update the ` +
        `patterns in scripts/lib/paint-first.ts and its fixture (see "Upgrading Next.js" in README.md).`,
    );
    this.name = "UnrecognisedChunkTags";
  }
}

/**
 * The page with Next.js's chunk tags and chunk preloads replaced by the loader at the end of `<head>`.
 * Throws `UnrecognisedChunkTags` (naming `page`) rather than leave a hydrating page as it was.
 */
export function paintFirst(html: string, page = "a page"): string {
  const chunks = [...html.matchAll(chunkTag)].map((match) => match[1]!);
  if (chunks.length === 0) {
    const alreadyRewritten = deferredChunks(html).length > 0;
    if (!alreadyRewritten && html.includes(hydrationPayload))
      throw new UnrecognisedChunkTags(page, "needs client script (it carries React's payload) but has no chunk tags");
    return html;
  }
  const loader = `<script data-paint-first="${chunks.join(" ")}">${LOADER}</script>`;
  const rewritten = html.replace(chunkTag, "").replace(chunkPreload, "").replace("</head>", `${loader}</head>`);
  const leftOver = rewritten.match(anyModuleChunk);
  if (leftOver) throw new UnrecognisedChunkTags(page, `keeps chunk tags of another shape: ${leftOver.join(" ")}`);
  if (!rewritten.includes(loader)) throw new UnrecognisedChunkTags(page, "has no </head> to put the loader in");
  return rewritten;
}

/** The chunks a rewritten page loads after its first paint; empty for a page left as Next.js wrote it. */
export function deferredChunks(html: string): string[] {
  return html.match(loaderAttribute)?.[1]?.split(" ").filter(Boolean) ?? [];
}

/** Rewrites every `.html` file under `dir` (a build's `server/app`, or a static export); returns how many. */
export function paintFirstPages(dir: string): number {
  return rewriteFiles(dir, ".html", paintFirst);
}
