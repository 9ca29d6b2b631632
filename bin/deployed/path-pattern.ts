/**
 * CloudFront's cache-behaviour path patterns: `*` matches any run of characters (slashes
 * included, so `/play*` also takes `/players`), `?` exactly one; matching is case-sensitive and a
 * pattern without its leading slash is read as if it had one.
 */

/** True when `path` (the URI path, without the query string) matches the behaviour's pattern. */
export function pathPatternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.startsWith('/') ? pattern : `/${pattern}`;
  return globRegExp(anchored).test(path);
}

const compiled = new Map<string, RegExp>();

function globRegExp(pattern: string): RegExp {
  let regExp = compiled.get(pattern);
  if (regExp) return regExp;
  const body = [...pattern].map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[\\^$.|+()[\]{}]/g, '\\$&'))).join('');
  regExp = new RegExp(`^${body}$`, 's');
  compiled.set(pattern, regExp);
  return regExp;
}
