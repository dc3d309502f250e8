import type { ListEntry } from './model.ts';

/**
 * Canonical JSON: object keys sorted, undefined dropped, and arrays sorted by their own canonical
 * form, so that re-ordering names, DOBs or addresses in a new list version is not a change.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return '[' + value.map(canonicalJson).sort().join(',') + ']';
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalJson(obj[k])).join(',') + '}';
}

/** 64-bit hash (two independent 32-bit lanes, murmur-style mixing) as 16 hex digits. */
export function hash64(s: string): string {
  let h1 = 0xdeadbeef ^ s.length;
  let h2 = 0x41c6ce57 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/**
 * Stable fingerprint of an entry's content (every field, id included), independent of key and
 * array order. Equal fingerprints across two list versions mean the entry did not change.
 */
export function entryFingerprint(entry: ListEntry): string {
  return 'v1:' + hash64(canonicalJson(entry));
}
