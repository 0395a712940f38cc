import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";

/**
 * A link or image URL an article may use: http, https, mailto, a relative path or a `#` fragment. Browsers
 * ignore ASCII whitespace and control characters inside a scheme (`java\tscript:`), so they are removed
 * before the scheme is read.
 */
export function isAllowedArticleUrl(url: string): boolean {
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme === undefined || ["http", "https", "mailto"].includes(scheme.toLowerCase());
}

/**
 * Drops every other URL from the rendered article (and so from the feeds, which carry the same HTML): a
 * link keeps its text without the link, an image becomes its alt text.
 */
export function rehypeSafeUrls() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.tagName === "a" && !isAllowedArticleUrl(String(node.properties.href ?? ""))) {
        parent.children.splice(index, 1, ...node.children);
        return index;
      }
      if (node.tagName === "img" && !isAllowedArticleUrl(String(node.properties.src ?? ""))) {
        const alt = String(node.properties.alt ?? "");
        const replacement: ElementContent[] = alt ? [{ type: "text", value: alt }] : [];
        parent.children.splice(index, 1, ...replacement);
        return index;
      }
    });
  };
}
