import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-error.ts';

/** Deepest object/array nesting a request body may have; every contract is far shallower. */
export const MAX_JSON_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The only JSON parser of the API (ADR 0010). One linear pass before JSON.parse bounds the nesting
 * depth and refuses duplicate keys; then every string and key must be well-formed Unicode without
 * NUL (PostgreSQL cannot store either) and no key may be `__proto__`. All failures are 400, a
 * charset other than UTF-8 is 415: nothing reaches validation or a handler that could throw later.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer, done) => {
    try {
      done(null, parseStrictJson(body, charsetOf(request.headers['content-type'])));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

export function parseStrictJson(body: Buffer, charset?: string): unknown {
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new HttpError(415, 'JSON bodies must be UTF-8 (charset=utf-8)');
  }
  if (body.length === 0) throw badRequest('Body must not be empty');
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw badRequest('Body must be valid UTF-8');
  }
  if (text.charCodeAt(0) === 0xfeff) throw badRequest('Body must not start with a byte order mark');
  scanStructure(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Body must be valid JSON');
  }
  const bad = findBadText(value, '', 0);
  if (bad) throw badRequest(bad.message, bad.path || 'body');
  return value;
}

interface Frame {
  object: boolean;
  keys?: Set<string>;
  expectKey: boolean;
  path: string;
}

/** Depth and duplicate keys in one pass over the text, no recursion (malformed input is left to JSON.parse). */
function scanStructure(text: string): void {
  const stack: Frame[] = [];
  let lastKey = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let j = i + 1;
      while (j < text.length) {
        const ch = text.charCodeAt(j);
        if (ch === 0x5c) j += 2;
        else if (ch === 0x22) break;
        else j++;
      }
      const top = stack[stack.length - 1];
      if (top?.object && top.expectKey) {
        const key = readKey(text.slice(i + 1, j));
        if (top.keys!.has(key)) throw badRequest(`Duplicate key "${key.slice(0, 100)}"`, join(top.path, key));
        top.keys!.add(key);
        top.expectKey = false;
        lastKey = key;
      }
      i = j;
    } else if (c === 0x7b || c === 0x5b) {
      if (stack.length >= MAX_JSON_DEPTH)
        throw badRequest(`JSON nesting is too deep (at most ${MAX_JSON_DEPTH} levels)`);
      const parent = stack[stack.length - 1];
      const path = parent ? join(parent.path, parent.object ? lastKey : '[]') : '';
      stack.push(
        c === 0x7b
          ? { object: true, keys: new Set(), expectKey: true, path }
          : { object: false, expectKey: false, path },
      );
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
    } else if (c === 0x2c) {
      const top = stack[stack.length - 1];
      if (top?.object) top.expectKey = true;
    }
  }
}

function readKey(raw: string): string {
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    throw badRequest('Body must be valid JSON');
  }
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** In `u` mode a surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Text PostgreSQL and every reader can hold: well-formed UTF-16 (no lone surrogates), no NUL. */
export function textProblem(s: string): string | undefined {
  if (s.includes('\u0000')) return 'Text must not contain NUL characters';
  if (LONE_SURROGATE.test(s)) return 'Text must be well-formed Unicode (no lone surrogates)';
  return undefined;
}

/** First string or key that cannot be stored, with its path. Depth is bounded by the scan above. */
export function findBadText(
  value: unknown,
  path: string,
  depth: number,
): { path: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : undefined;
  }
  if (!value || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], join(path, String(i)), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    const at = join(path, key.slice(0, 100));
    if (key === '__proto__') return { path: at, message: 'Key "__proto__" is not allowed' };
    const message = textProblem(key);
    if (message) return { path: path || 'body', message: `Keys: ${message}` };
    const found = findBadText((value as Record<string, unknown>)[key], at, depth + 1);
    if (found) return found;
  }
  return undefined;
}
