/** ObjectId-style id: 4 bytes seconds + 8 random bytes, 24 lowercase hex chars. */
export function newId(now: number = Date.now()): string {
  const time = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return time + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}
