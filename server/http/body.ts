/**
 * Request bodies and parsed JSON, read within bounds (docs/security.md): a body stops being read at its
 * limit, and a JSON value is walked once, without recursion, for what no field can hold (too deep, too
 * many keys or items, NUL or a lone surrogate), before anything else looks at it.
 */
import { isStorableText } from '../../src/domain/validators/text.ts';

/** Most levels of nested arrays and objects in a JSON value; a record with sub-records needs about 5. */
export const MAX_JSON_DEPTH = 32;
/** Most keys of one JSON object; the largest resource has well under 100 fields. */
export const MAX_JSON_KEYS = 500;
/** Most items of one JSON array; each field's own limit is lower (server/resources/input-limits.ts). */
export const MAX_JSON_ITEMS = 10_000;

export type BodyProblem = { kind: 'too_large' };

/**
 * The body's bytes, or `too_large` as soon as more than `maxBytes` arrive (or are announced by
 * Content-Length): an oversized body is never read in full.
 */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<Buffer | BodyProblem> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { kind: 'too_large' };
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { kind: 'too_large' };
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** The body as text, read as readLimitedBytes reads it. */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | BodyProblem> {
  const bytes = await readLimitedBytes(request, maxBytes);
  return Buffer.isBuffer(bytes) ? new TextDecoder().decode(bytes) : bytes;
}

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by one pass over the text before
 * it is parsed (JSON.parse of millions of open brackets costs seconds before it fails), and the top-level
 * key under which it does ('' when the text is not an object). Strings are skipped, escapes included.
 */
export function tooDeepJson(text: string, max = MAX_JSON_DEPTH): { key: string } | null {
  let depth = 0;
  let inString = false;
  let stringStart = -1;
  let lastString = '';
  let key = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: skip the escaped character
      else if (code === 0x22) {
        inString = false;
        if (depth === 1) lastString = text.slice(stringStart, Math.min(i + 1, stringStart + 202));
      }
      continue;
    }
    if (code === 0x22) {
      inString = true;
      stringStart = i;
    } else if (code === 0x3a && depth === 1) {
      key = lastString;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) {
        try {
          return { key: typeof JSON.parse(key) === 'string' ? (JSON.parse(key) as string) : '' };
        } catch {
          return { key: '' };
        }
      }
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return null;
}

export type JsonProblem =
  | { kind: 'depth'; path: string }
  | { kind: 'keys'; path: string }
  | { kind: 'items'; path: string }
  | { kind: 'text'; path: string };

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The first problem of a parsed JSON value, with the dotted path of where it is (`name`,
 * `openingHours.0.opens`, the key itself for a bad key), or null. Iterative: any depth is safe to walk.
 */
export function jsonProblem(value: unknown, path = ''): JsonProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const current = item.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { kind: 'text', path: item.path };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (item.depth >= MAX_JSON_DEPTH) return { kind: 'depth', path: item.path };
    if (Array.isArray(current)) {
      if (current.length > MAX_JSON_ITEMS) return { kind: 'items', path: item.path };
      for (let i = current.length - 1; i >= 0; i--)
        stack.push({ value: current[i], path: join(item.path, i), depth: item.depth + 1 });
      continue;
    }
    const keys = Object.keys(current);
    if (keys.length > MAX_JSON_KEYS) return { kind: 'keys', path: item.path };
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (!isStorableText(key)) return { kind: 'text', path: join(item.path, '?') };
      stack.push({
        value: (current as Record<string, unknown>)[key],
        path: join(item.path, key),
        depth: item.depth + 1,
      });
    }
  }
  return null;
}

/** Whether the Content-Type says JSON: application/json or application/<something>+json. */
export function isJsonContentType(header: string | null | undefined): boolean {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}
