import { parse, type HTMLElement, type Node } from "node-html-parser";

/** Blocks that hold prose of their own; a list item's nested paragraphs and lists are read on their own. */
const PROSE = "p, li, td, th";
const NESTED_BLOCKS = new Set(["P", "UL", "OL", "PRE", "TABLE", "DIV", "BLOCKQUOTE"]);

const isElement = (node: Node): node is HTMLElement => node.nodeType === 1;

function ownText(block: HTMLElement): string {
  return block.childNodes
    .filter((child) => !(isElement(child) && NESTED_BLOCKS.has(child.tagName)))
    .map((child) => child.text)
    .join("");
}

/**
 * An article's rendered HTML as the copy checks read it: the text of each paragraph, list item and
 * table cell, with entities decoded and code blocks left out. An HTML parser reads it, so a cell with an
 * alignment attribute, a nested list or an escaped `<` comes out as the reader sees it.
 */
export function articleProse(html: string): string[] {
  const root = parse(html, { comment: false });
  for (const code of root.querySelectorAll("pre")) code.remove();
  return root
    .querySelectorAll(PROSE)
    .map((block) => ownText(block).replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
