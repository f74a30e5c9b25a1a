/**
 * Rewrites the string values of a JSON text in place and leaves every other byte alone: keys, order,
 * indentation, Biome's line breaks and the trailing newline. Parsing and serialising again would
 * undo Biome's formatting of short arrays, and the locale files are edited by hand between runs.
 */
export function rewriteStringValues(json: string, rewrite: (value: string) => string): string {
  let out = '';
  let at = 0;
  for (const token of json.matchAll(/"(?:[^"\\]|\\.)*"/gs)) {
    const end = token.index + token[0].length;
    const isKey = /^\s*:/.test(json.slice(end, end + 64));
    const value = JSON.parse(token[0]) as string;
    const rewritten = isKey ? value : rewrite(value);
    out += json.slice(at, token.index) + (rewritten === value ? token[0] : JSON.stringify(rewritten));
    at = end;
  }
  return out + json.slice(at);
}
