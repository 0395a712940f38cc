import { readFileSync } from "node:fs";
import path from "node:path";
import rehypeShiki from "@shikijs/rehype";
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { imageSize } from "image-size";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import { articleImagePath } from "./paths";
import { rehypeSafeUrls } from "./safe-urls";

/** One entry of an article's table of contents: its h2 and h3 headings. */
export type TocEntry = { id: string; text: string; depth: 2 | 3 };

/** `images`: the names of the files from the images/ folder the body shows, in order of first use. */
export type RenderedArticle = { html: string; toc: TocEntry[]; images: string[] };

/** The code theme: dark panels like the site's dark bands, contrast checked by the article axe test. */
export const CODE_THEME = "github-dark-default";

const element = (tagName: string, properties: Element["properties"], children: ElementContent[]): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: "text", value });

/**
 * Images: a file beside the article (`images/x.png`) gets its real width and height and lazy loading;
 * a remote image becomes a plain link to it, since the site loads nothing from another origin. The names
 * of the files used are kept on the file's data, so the image route publishes exactly those.
 */
function rehypeArticleImages() {
  return (tree: Root, vfile: VFile) => {
    const options = vfile.data.images as ImageOptions;
    const used = new Set<string>();
    vfile.data.usedImages = used;
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "img" || !parent || index === undefined) return;
      const src = String(node.properties.src ?? "");
      const alt = String(node.properties.alt ?? "");
      if (/^(?:https?:)?\/\//.test(src)) {
        parent.children[index] = element("a", { href: src }, [text(alt ? `Image: ${alt}` : src)]);
        return;
      }
      const name = src.replace(/^\.?\/?images\//, "");
      if (!/^[\w.-]+\.(?:avif|webp|png|jpe?g|gif|svg)$/.test(name) || src === name) {
        throw new Error(`${options.file}: image "${src}" must be a file in the images/ folder beside the article`);
      }
      if (!alt.trim()) throw new Error(`${options.file}: image "${src}" needs alt text`);
      const { width, height } = imageDimensions(path.join(options.imagesDir, name), options.file);
      used.add(name);
      node.properties = { src: articleImagePath(name), alt, width, height, loading: "lazy", decoding: "async" };
    });
  };
}

export function imageDimensions(file: string, article: string): { width: number; height: number } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new Error(`${article}: image ${file} does not exist`);
  }
  const { width, height } = imageSize(bytes);
  if (!width || !height) throw new Error(`${article}: cannot read the size of ${file}`);
  return { width, height };
}

/** Wide tables scroll inside their own focusable region, so the page reflows at 320 px. */
function rehypeScrollableTables() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "table" || !parent || index === undefined) return;
      parent.children[index] = element(
        "div",
        { className: ["article-table"], tabIndex: 0, role: "region", ariaLabel: "Table" },
        [node],
      );
      return "skip";
    });
  };
}

function rehypeCollectToc() {
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    visit(tree, "element", (node) => {
      if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties.id === "string") {
        toc.push({ id: node.properties.id, text: toString(node), depth: node.tagName === "h2" ? 2 : 3 });
      }
    });
    file.data.toc = toc;
  };
}

type ImageOptions = { imagesDir: string; file: string };

/**
 * Markdown to HTML at build time: GitHub-flavoured Markdown, no raw HTML (an embed cannot slip in), links
 * and images limited to http, https, mailto, relative paths and fragments (`rehypeSafeUrls`),
 * anchored headings, code highlighted by Shiki into plain HTML. Nothing here needs script in the browser.
 */
export async function renderArticle(markdown: string, options: ImageOptions): Promise<RenderedArticle> {
  processor ??= articleProcessor();
  const file = await processor.process(new VFile({ value: markdown, data: { images: options } }));
  return {
    html: String(file),
    toc: (file.data.toc as TocEntry[] | undefined) ?? [],
    images: [...((file.data.usedImages as Set<string> | undefined) ?? [])],
  };
}

let processor: ReturnType<typeof articleProcessor> | undefined;

/** One processor for every article: Shiki's grammars and theme load once per build process. */
function articleProcessor() {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSafeUrls)
    .use(rehypeArticleImages)
    .use(rehypeScrollableTables)
    .use(rehypeSlug)
    .use(rehypeCollectToc)
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
      properties: { className: ["heading-anchor"] },
      content: (heading: Element) => [
        element("span", { ariaHidden: "true" }, [text("#")]),
        element("span", { className: ["sr-only"] }, [text(`Link to the section ${toString(heading)}`)]),
      ],
    })
    .use(rehypeShiki, {
      theme: CODE_THEME,
      // The languages articles use most load up front; any other loads the first time a block names it.
      langs: ["ts", "tsx", "js", "json", "bash", "html", "css", "yaml", "sql", "diff"],
      lazy: true,
      defaultLanguage: "text",
      fallbackLanguage: "text",
    })
    .use(rehypeStringify)
    .freeze();
}
