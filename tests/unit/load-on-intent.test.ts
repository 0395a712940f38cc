import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "@/scripts/lib/compile-hints";
import {
  deferredChunks,
  LOADER,
  loadOnIntent,
  loadOnIntentPages,
  UnrecognisedChunkTags,
} from "@/scripts/lib/load-on-intent";

// The shape of a page as `next build` writes it (Next.js 16, Turbopack).
const page =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  "<title>About</title></head><body><h1>About</h1>" +
  '<script src="/_next/static/chunks/webpack.js" async=""></script>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>' +
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
  '<script>self.__next_f.push([1,"0:{\\"b\\":\\"build\\"}\\n"])</script>' +
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"About (a)\\"}]\\n"])</script></body></html>';

/** An in-memory payload store, as the build's is a folder. */
function memoryStore() {
  const saved: string[] = [];
  const store = (script: string) => {
    saved.push(script);
    return `/_next/static/payload/p${saved.length}.js`;
  };
  return { saved, store };
}

describe("load on intent, on the page Next.js really writes", () => {
  // tests/fixtures/next-build-about.html is /about from a real `next build` (before the rewrite), made
  // by `npm run fixture:load-on-intent`: after a Next.js upgrade, regenerate it and run this file.
  const fromNext = readFileSync("tests/fixtures/next-build-about.html", "utf8");
  const { saved, store } = memoryStore();
  const rewritten = loadOnIntent(fromNext, store, "about.html");

  it("finds its chunk tags, script preloads and React's payload, and leaves none of them", () => {
    expect(fromNext).toMatch(/<script src="[^"]+\.js" async=""><\/script>/);
    expect(fromNext).toContain("self.__next_f");
    expect(rewritten).not.toMatch(/<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="[^"]*\/_next\/static\//i);
    expect(rewritten).not.toMatch(/rel="preload"[^>]*as="script"|as="script"[^>]*rel="preload"/);
    expect(rewritten).not.toContain("self.__next_f");
  });

  it("lists the payload first, then every chunk the page had, in one loader", () => {
    const chunks = [...fromNext.matchAll(/<script src="([^"]+\.js)" async=""><\/script>/g)].map((m) => m[1]);
    expect(saved).toHaveLength(1);
    expect(deferredChunks(rewritten)).toEqual(["/_next/static/payload/p1.js", ...chunks]);
    expect(rewritten.match(/<script data-load-on-intent=/g)).toHaveLength(1);
  });
});

describe("load on intent", () => {
  const { saved, store } = memoryStore();
  const rewritten = loadOnIntent(page, store);

  it("moves React's payload, then every async chunk in Next.js's order, into one loader at the end of <head>", () => {
    expect(deferredChunks(rewritten)).toEqual([
      "/_next/static/payload/p1.js",
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/runtime.js",
      "/_next/static/chunks/webpack.js",
    ]);
    expect(rewritten).not.toMatch(/<script src="[^"]+" async="">/);
    expect(rewritten).not.toContain('as="script"');
    expect(rewritten).toContain(`${LOADER}</script></head>`);
    expect(rewritten.match(/<script data-load-on-intent=/g)).toHaveLength(1);
  });

  it("keeps the stylesheet, the font preload, the noModule polyfill, Turbopack's chunk list and the content", () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css"',
      'as="font"',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script id="_R_">(globalThis["TURBOPACK"]',
      "<h1>About</h1>",
    ])
      expect(rewritten).toContain(kept);
  });

  it("saves the payload's scripts, whole and in order, as one script that builds the same queue", () => {
    expect(rewritten).not.toContain("__next_f");
    expect(saved).toHaveLength(1);
    const queue = new Function("self", `${saved[0]}; return self.__next_f;`)({}) as unknown[];
    expect(queue).toEqual([[0], [1, '0:{"b":"build"}\n'], [1, '1:["$","h1",null,{"children":"About (a)"}]\n']]);
  });

  it("is idempotent, leaves pages without chunks alone, and reads no chunks from an untouched page", () => {
    expect(loadOnIntent(rewritten, store)).toBe(rewritten);
    const plain = "<html><head><title>x</title></head><body></body></html>";
    expect(loadOnIntent(plain, store)).toBe(plain);
    expect(saved).toHaveLength(1);
    expect(deferredChunks(page)).toEqual([]);
  });

  it("has one loader for every page, so the CSP needs one hash for it", () => {
    const other = loadOnIntent(page.replace(/react\.js/g, "other.js"), memoryStore().store);
    const loaderOf = (html: string) => html.match(/<script data-load-on-intent="[^"]*">([^<]*)<\/script>/)?.[1];
    expect(loaderOf(other)).toBe(loaderOf(rewritten));
  });

  it("rewrites the HTML files of a build folder and nothing else, saving payloads under content-hash names", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "load-on-intent-"));
    const payload = { dir: path.join(dir, "payload"), url: "/_next/static/payload" };
    writeFileSync(path.join(dir, "about.html"), page);
    writeFileSync(path.join(dir, "about.rsc"), page);
    expect(loadOnIntentPages(dir, payload)).toBe(1);
    const html = readFileSync(path.join(dir, "about.html"), "utf8");
    const [payloadUrl] = deferredChunks(html);
    expect(payloadUrl).toMatch(/^\/_next\/static\/payload\/[0-9a-f]{16}\.js$/);
    expect(readFileSync(path.join(payload.dir, path.basename(payloadUrl!)), "utf8")).toBe(saved[0]);
    expect(html).toBe(rewritten.replace("/_next/static/payload/p1.js", payloadUrl!));
    expect(readFileSync(path.join(dir, "about.rsc"), "utf8")).toBe(page);
    expect(loadOnIntentPages(dir, payload)).toBe(0);
  });
});

describe("compile hints", () => {
  it("opens every JavaScript chunk with V8's hint once, and leaves other files alone", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    writeFileSync(path.join(dir, "a.js"), "console.log(1)");
    writeFileSync(path.join(dir, "b.js"), `${COMPILE_HINT}console.log(2)`);
    writeFileSync(path.join(dir, "c.css"), "a{}");
    expect(addCompileHints(dir)).toBe(1);
    expect(readFileSync(path.join(dir, "a.js"), "utf8")).toBe(`${COMPILE_HINT}console.log(1)`);
    expect(readFileSync(path.join(dir, "b.js"), "utf8")).toBe(`${COMPILE_HINT}console.log(2)`);
    expect(readFileSync(path.join(dir, "c.css"), "utf8")).toBe("a{}");
    expect(addCompileHints(dir)).toBe(0);
  });
});

describe("load on intent when Next.js writes its chunk tags differently", () => {
  // What a future Next.js might write: `defer` instead of `async`, or an extra attribute.
  const deferred = page.replace(/ async=""/g, ' defer=""');
  const mixed = page.replace(
    '<script src="/_next/static/chunks/runtime.js" async=""></script>',
    '<script src="/_next/static/chunks/runtime.js" async="" crossorigin=""></script>',
  );

  it("refuses a hydrating page with no chunk tags it recognises, naming the page", () => {
    expect(() => loadOnIntent(deferred, memoryStore().store, "services/web-design.html")).toThrow(
      UnrecognisedChunkTags,
    );
    expect(() => loadOnIntent(deferred, memoryStore().store, "services/web-design.html")).toThrow(
      /services\/web-design\.html needs client script .* but has no chunk tags/,
    );
  });

  it("refuses a page that would keep a chunk tag of another shape, naming the page and the tag", () => {
    expect(() => loadOnIntent(mixed, memoryStore().store, "about.html")).toThrow(
      'about.html keeps chunk tags of another shape: <script src="/_next/static/chunks/runtime.js" async="" crossorigin="">',
    );
  });

  it("refuses a page that would keep a script preload of another shape, naming the page and the tag", () => {
    const preload = page.replace(
      '<link rel="preload" as="script" fetchPriority="low"',
      '<link as="script" rel="preload" fetchPriority="high"',
    );
    expect(() => loadOnIntent(preload, memoryStore().store, "about.html")).toThrow(
      'about.html keeps script preloads of another shape: <link as="script" rel="preload" fetchPriority="high" href="/_next/static/chunks/webpack.js"/>',
    );
  });

  it("refuses a page whose payload is partly in scripts of another shape, since its order would break", () => {
    const nonce = page.replace("<script>self.__next_f.push([1", '<script nonce="n">self.__next_f.push([1');
    expect(() => loadOnIntent(nonce, memoryStore().store, "about.html")).toThrow(
      "about.html keeps part of React's payload in an inline script of another shape",
    );
  });

  it("rewrites a page whose text names React's payload (an article about this rewrite), judging scripts only", () => {
    const article = page.replace("</body>", "<p><code>self.__next_f</code> is React's payload queue.</p></body>");
    const rewritten = loadOnIntent(article, memoryStore().store, "articles/no-script-before-intent.html");
    expect(rewritten).toContain("<p><code>self.__next_f</code> is React's payload queue.</p>");
    expect(rewritten).not.toMatch(/<script>[^<]*self\.__next_f/);
  });

  /** Runs the post-build step on a throwaway build holding one chunk and the given prerendered pages. */
  function postBuild(pages: Record<string, string>) {
    const build = mkdtempSync(path.join(tmpdir(), "post-build-"));
    mkdirSync(path.join(build, "static/chunks"), { recursive: true });
    writeFileSync(path.join(build, "static/chunks/react.js"), "console.log(1)");
    for (const [name, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(build, "server/app", name)), { recursive: true });
      writeFileSync(path.join(build, "server/app", name), html);
    }
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/optimise-build.ts"], {
      env: { ...process.env, NEXT_DIST_DIR: build },
      encoding: "utf8",
    });
    return { run, build };
  }

  it("stops `npm run build`'s post-build step with a failing exit code that names the page", () => {
    const { run } = postBuild({ "index.html": page, "services/web-design.html": deferred });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Post-build failed: load-on-intent: services/web-design.html needs client script");
  });

  it("passes a build whose every hydrating page it rewrote", () => {
    const { run, build } = postBuild({ "index.html": page });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const [payload, ...chunks] = deferredChunks(readFileSync(path.join(build, "server/app/index.html"), "utf8"));
    expect(chunks).toHaveLength(3);
    const served = path.join(build, payload!.replace("/_next/", ""));
    expect(readFileSync(served, "utf8")).toContain("self.__next_f.push([1,");
  });
});
