/**
 * A path of this site as a notice may link to it: absolute, at most 300 characters, made of URL path
 * characters only (no scheme, no `//` host, no backslash, no space or control character).
 */
export function isSitePath(path: string): boolean {
  return path.length <= 300 && /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/.test(path);
}
