/**
 * A minimal well-formedness and safety check for generated SVG strings (no DOM in Node):
 * balanced tags, quoted attributes, escaped text, and nothing that runs or fetches.
 * Returns a list of problems; empty means the SVG passed.
 */
export function checkSvg(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) problems.push("does not start with an SVG root");
  if (!svg.endsWith("</svg>")) problems.push("does not end with </svg>");
  if (/NaN|undefined|Infinity|\[object/.test(svg)) problems.push("contains NaN, undefined, Infinity or [object");
  if (/<script|<foreignObject|<image|\son[a-z]+=|javascript:/i.test(svg))
    problems.push("contains script, foreign content, images or handlers");
  if (/(href|src)="(?!#)/i.test(svg) || /url\((?!#)/.test(svg))
    problems.push("references something outside the document");
  if (/\d\.\d{3,}/.test(svg)) problems.push("has numbers with more than two decimals");

  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf("<", i);
    const textPart = svg.slice(i, lt === -1 ? svg.length : lt);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(textPart) || textPart.includes(">"))
      problems.push(`unescaped text near ${i}`);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${svg.slice(lt, lt + 40)}`);
      break;
    }
    const [, close, name, , selfClose] = m;
    if (close) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClose) stack.push(name!);
    i = tag.lastIndex;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(", ")}`);
  return problems;
}
