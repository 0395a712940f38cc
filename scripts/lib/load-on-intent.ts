/**
 * Script on intent. Every page works from its HTML alone: the menu is a popover its button opens, the
 * FAQ is `<details>`, the form posts itself and the inbox answers with a page. React adds the rest (the
 * menu's focus trap and drill-down, the form's checks and notices, the header's tone), so a visitor who
 * reads and follows links never needs its ~140 KB of script. This rewrites prerendered pages so Next.js's
 * chunks are requested when the visitor first reaches for a control: a click that does not leave the
 * page, a key press, focus moving into the page, or a mouse resting on a button or a form field (a
 * warm-up, so a desktop menu is usually live by the time it opens). Until then the page downloads no
 * script beyond this loader. React's payload (the page again, as data for hydration: over half of a
 * long page's HTML) moves out of the HTML into a file of its own that the loader fetches first, so a
 * reader's browser neither downloads nor parses it. The loader is the same on every page (one CSP
 * hash); the list of files is an attribute.
 *
 * The chunk tags are found by their shape, which is Next.js's to change. So a page that carries React's
 * payload (it hydrates, so it needs its chunks) but has no chunk tag in that shape, or keeps a chunk
 * tag in another shape, stops the build and is named: it must never ship half rewritten, or not at all.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FORM_READY, HELD_SUBMIT, HOLD_UNTIL_READY } from "../../lib/shared/held-submit";
import { rewriteFiles } from "./rewrite-files";

const chunkTag = /<script src="([^"]+\.js)" async=""><\/script>/g;
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="[^"]+\.js"\/>/g;
const loaderAttribute = /<script data-load-on-intent="([^"]*)">/;
// React's flight payload, inline in every page the App Router renders: the page will hydrate.
const hydrationPayload = "self.__next_f";
// Next.js writes the payload as a run of inline scripts: one that creates the queue, then pushes onto it.
const payloadScript =
  /<script>(\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)|self\.__next_f\.push\([\s\S]*?\))<\/script>/g;
const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/gi;
const anyModuleChunk = /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="[^"]*\/_next\/static\/[^"]+\.js"[^>]*>/gi;
// Any script preload, whatever its attributes' order: left in, it would fetch script before intent.
const anyScriptPreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi;

/** The DOM events the loader treats as a visitor reaching for a control. */
export const INTENT_EVENTS = ["click", "keydown", "focusin", "pointerover"] as const;

export const LOADER =
  "(function(script,doc){" +
  'var chunks=script.getAttribute("data-load-on-intent").split(" "),' +
  `kinds=${JSON.stringify(INTENT_EVENTS)},done=false;` +
  "function load(opener){if(done)return;done=true;" +
  "kinds.forEach(function(kind){doc.removeEventListener(kind,intent,true)});" +
  // A tap on the menu button: the chunks wait until the menu it opens has fired its toggle and been
  // drawn, so their compiling never delays that frame (at most half a second, for a toggle that never comes).
  "if(!opener)return insert();" +
  'var go=function(){if(!opener)return;opener=null;doc.removeEventListener("toggle",go,true);insert()};' +
  'doc.addEventListener("toggle",go,true);setTimeout(go,500)}' +
  // After the frame that answers the intent: the page paints before the requests are made.
  // Inserted not async: they download together but run in the listed order, so the payload is queued
  // before Next.js's runtime reads it. The async attribute, added once a tag is in (the order is fixed
  // by then), is what React looks for to recognise the chunk tags it rendered and not insert them again.
  "function insert(){requestAnimationFrame(function(){setTimeout(function(){chunks.forEach(function(src){" +
  'var tag=doc.createElement("script");tag.src=src;tag.async=false;tag.onerror=release;doc.head.appendChild(tag);' +
  'tag.setAttribute("async","")})})})}' +
  "function intent(event){var target=event.target,link;" +
  "if(!target||!target.closest)return load();" +
  // A click on a link to another page (or a mail link), and the focus it gives the link, leave this one.
  'link=target.closest("a[href]");' +
  'if(link&&event.type!="keydown"&&(link.origin!=location.origin||link.pathname!=location.pathname))return;' +
  // A mouse over a control is worth a head start; a finger or a mouse over text is not.
  'if(event.type=="pointerover"&&(event.pointerType!="mouse"||!target.closest("button,input,textarea,select,label")))return;' +
  'load(target.closest("[popovertarget]"))}' +
  "kinds.forEach(function(kind){doc.addEventListener(kind,intent,true)});" +
  // A form sent before React is ready (the browser has already checked its fields) is held, not posted:
  // once hydrated, the form sends it and shows the outcome like any other send, keeping every field on
  // a failure. Without JavaScript the form posts itself and the inbox answers with a page.
  'doc.addEventListener("submit",function(event){var form=event.target;' +
  `if(!form.hasAttribute||!form.hasAttribute("${HOLD_UNTIL_READY}")||form.hasAttribute("${FORM_READY}"))return;` +
  `event.preventDefault();form.setAttribute("${HELD_SUBMIT}","");load()},true);` +
  // If the script cannot arrive (the connection dropped), the next press of Send posts the form itself.
  `function release(){doc.querySelectorAll("[${HELD_SUBMIT}],[${HOLD_UNTIL_READY}]").forEach(function(form){` +
  `form.removeAttribute("${HELD_SUBMIT}");form.removeAttribute("${HOLD_UNTIL_READY}")})}` +
  "})(document.currentScript,document)";

/** Thrown when a page's script tags are not in the shape this rewrite knows; names the page. */
export class UnrecognisedChunkTags extends Error {
  constructor(page: string, problem: string) {
    super(
      `load-on-intent: ${page} ${problem}. Next.js may now write its chunk tags differently: update the ` +
        `patterns in scripts/lib/load-on-intent.ts and its fixture, tests/fixtures/next-build-about.html ` +
        `(see docs/upgrading-nextjs.md).`,
    );
    this.name = "UnrecognisedChunkTags";
  }
}

/** Saves a page's payload (a script) where the site serves it and answers the URL it is served at. */
export type PayloadStore = (script: string) => string;

/**
 * The page with Next.js's chunk tags and chunk preloads replaced by the loader at the end of `<head>`,
 * and React's inline payload handed to `storePayload` and listed first for the loader to fetch.
 * Throws `UnrecognisedChunkTags` (naming `page`) rather than leave a hydrating page half rewritten.
 */
export function loadOnIntent(html: string, storePayload: PayloadStore, page = "a page"): string {
  const chunks = [...html.matchAll(chunkTag)].map((match) => match[1]!);
  if (chunks.length === 0) {
    const alreadyRewritten = deferredChunks(html).length > 0;
    if (!alreadyRewritten && carriesPayload(html))
      throw new UnrecognisedChunkTags(page, "needs client script (it carries React's payload) but has no chunk tags");
    return html;
  }
  const payload = [...html.matchAll(payloadScript)].map((match) => `${match[1]!};`);
  const files = payload.length > 0 ? [storePayload(payload.join("\n")), ...chunks] : chunks;
  const loader = `<script data-load-on-intent="${files.join(" ")}">${LOADER}</script>`;
  const rewritten = html
    .replace(chunkTag, "")
    .replace(chunkPreload, "")
    .replace(payloadScript, "")
    .replace("</head>", `${loader}</head>`);
  const leftOver = rewritten.match(anyModuleChunk);
  if (leftOver) throw new UnrecognisedChunkTags(page, `keeps chunk tags of another shape: ${leftOver.join(" ")}`);
  const preloads = rewritten.match(anyScriptPreload);
  if (preloads) throw new UnrecognisedChunkTags(page, `keeps script preloads of another shape: ${preloads.join(" ")}`);
  if (carriesPayload(rewritten))
    throw new UnrecognisedChunkTags(page, "keeps part of React's payload in an inline script of another shape");
  if (!rewritten.includes(loader)) throw new UnrecognisedChunkTags(page, "has no </head> to put the loader in");
  return rewritten;
}

/**
 * Whether an inline script of the page still holds React's payload. Only scripts count: a page may
 * name `self.__next_f` in its text (an article about this very rewrite does).
 */
function carriesPayload(html: string): boolean {
  return (html.match(inlineScript) ?? []).some((script) => script.includes(hydrationPayload));
}

/** The chunks a rewritten page loads on the visitor's first intent; empty for a page left as Next.js wrote it. */
export function deferredChunks(html: string): string[] {
  return html.match(loaderAttribute)?.[1]?.split(" ").filter(Boolean) ?? [];
}

/**
 * Rewrites every `.html` file under `pagesDir` (a build's `server/app`, or a static export) and writes
 * each page's payload into `payloadDir`, served at `payloadUrl` (both end in the same folder; names are
 * content hashes, so they can be cached for good). Returns how many pages it rewrote.
 */
export function loadOnIntentPages(pagesDir: string, payload: { dir: string; url: string }): number {
  const store: PayloadStore = (script) => {
    const name = `${createHash("sha256").update(script).digest("hex").slice(0, 16)}.js`;
    mkdirSync(payload.dir, { recursive: true });
    writeFileSync(path.join(payload.dir, name), script);
    return `${payload.url.replace(/\/$/, "")}/${name}`;
  };
  return rewriteFiles(pagesDir, ".html", (html, page) => loadOnIntent(html, store, page));
}
