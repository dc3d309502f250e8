import { gzipSync } from 'node:zlib';
import type { Framing } from './arbitraries.ts';

export interface RawRequest {
  body?: Buffer | string;
  headers: Record<string, string>;
  query: string;
}

/** The body text for one framing; deep nesting and many keys are written as text (no recursion). */
export function frameBody(value: unknown, framing: Framing, depth: number, keys: number): RawRequest {
  const json = JSON.stringify(value ?? {});
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const obj = value && typeof value === 'object' && !Array.isArray(value);
  const close = (text: string, extra: string) =>
    obj && text.endsWith('}') ? `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}${extra}}` : text;
  switch (framing) {
    case 'bom':
      return { body: `\ufeff${json}`, headers, query: '' };
    case 'deep':
      return { body: close(json, `"deep":${'['.repeat(depth)}${']'.repeat(depth)}`), headers, query: '' };
    case 'dupKey': {
      const first = obj ? Object.keys(value as object)[0] : undefined;
      return {
        body: close(json, `${JSON.stringify(first ?? 'k')}:1,${JSON.stringify(first ?? 'k')}:2`),
        headers,
        query: '',
      };
    }
    case 'manyKeys':
      return {
        body: close(json, Array.from({ length: keys }, (_, i) => `"k${i}":${i}`).join(',')),
        headers,
        query: '',
      };
    case 'nulKey':
      return { body: close(json, '"a\\u0000b":1'), headers, query: '' };
    case 'protoRaw':
      return {
        body: close(json, '"__proto__":{"isSuperUser":true},"constructor":{"prototype":{"x":1}}'),
        headers,
        query: '',
      };
    case 'truncate':
      return { body: json.slice(0, Math.max(1, Math.floor(json.length / 2))), headers, query: '' };
    case 'empty':
      return { body: '', headers, query: '' };
    case 'charset':
      return {
        body: Buffer.from(json, 'latin1'),
        headers: { 'content-type': 'application/json; charset=latin1' },
        query: '',
      };
    case 'gzip':
      return { body: gzipSync(json), headers: { ...headers, 'content-encoding': 'gzip' }, query: '' };
    case 'multipartNoBoundary':
      return { body: json, headers: { 'content-type': 'multipart/form-data' }, query: '' };
    case 'multipartGarbled':
      return {
        body: `--b\r\nContent-Disposition: form-data; name="source"\r\n\r\nun\r\n--b\r\nContent-Dispo${json.slice(0, 50)}`,
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        query: '',
      };
    case 'textPlain':
      return { body: json, headers: { 'content-type': 'text/plain' }, query: '' };
    case 'array':
      return { body: `[${json}]`, headers, query: '' };
    case 'scalar':
      return { body: '"x"', headers, query: '' };
    default:
      return { body: json, headers, query: '' };
  }
}

/** Query string of hostile values; strings percent-encoding cannot carry go as invalid UTF-8. */
export function queryOf(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `x=${encode(String(value))}`;
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
    .join('&');
}

function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s
      .split('')
      .map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('');
  }
}

/** One path segment: never empty (that would be another route), percent-encoded. */
export function pathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
  return encode(text) || '%20';
}
