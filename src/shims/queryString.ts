/**
 * query-string's `parse` and `stringify` as react-admin and ra-data-simple-rest call them (no options:
 * keys sorted, strict encoding, a repeated key an array, a key without a value null), on the platform's
 * URL encoding; the build resolves their imports of the library to this (build/smallShims.ts),
 * which saves it and its decoder (some 2.5 KiB gzip) on every page.
 */
type Value = string | null;
export type ParsedQuery = Record<string, Value | Value[]>;
type Stringifiable = string | number | boolean | null | undefined;

const strict = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // As the library's tolerant decoder: each run of escapes decoded where it can be, kept where not.
    return text.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

export function parse(query: string): ParsedQuery {
  const found: ParsedQuery = Object.create(null) as ParsedQuery;
  for (const param of query
    .trim()
    .replace(/^[?#&]/, '')
    .split('&')) {
    if (param === '') continue;
    const text = param.replace(/\+/g, ' ');
    const at = text.indexOf('=');
    const key = decode(at < 0 ? text : text.slice(0, at));
    const value = at < 0 ? null : decode(text.slice(at + 1));
    const before = found[key];
    found[key] = before === undefined ? value : ([] as Value[]).concat(before, value);
  }
  const sorted: ParsedQuery = Object.create(null) as ParsedQuery;
  for (const key of Object.keys(found).sort()) sorted[key] = found[key]!;
  return sorted;
}

export function stringify(object: Record<string, Stringifiable | readonly Stringifiable[]>): string {
  const pair = (key: string, value: Stringifiable) =>
    value === null ? strict(key) : `${strict(key)}=${strict(String(value))}`;
  return Object.keys(object)
    .sort()
    .map((key) => {
      const value = object[key];
      if (value === undefined) return '';
      if (Array.isArray(value))
        return (value as Stringifiable[])
          .filter((item) => item !== undefined)
          .map((item) => pair(key, item))
          .join('&');
      return pair(key, value as Stringifiable);
    })
    .filter((part) => part.length > 0)
    .join('&');
}
