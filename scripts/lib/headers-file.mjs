// @ts-check
/**
 * Rules of a `_headers` file: a path pattern (`*` matches anything) and its headers.
 * @param {string} text
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: RegExp; headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers a host sends for `pathname`: every matching rule applies, and a header named by several
 * rules is joined with commas (Cloudflare Pages; a repeated CSP would then mean two policies).
 * @param {ReturnType<typeof parseHeadersFile>} rules
 * @param {string} pathname
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  return headers;
}
