import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** Non-empty lines of a text stream (CRLF tolerated, BOM stripped), read lazily. */
export async function* textLines(input: Readable): AsyncGenerator<string> {
  const rl = createInterface({ input, crlfDelay: Infinity });
  let first = true;
  for await (const raw of rl) {
    const line = first ? raw.replace(/^\uFEFF/, '') : raw;
    first = false;
    if (line.trim()) yield line.trim();
  }
}

/** True when a CSV line is a header (its first field is not a number). */
export const isHeader = (line: string) => !/^-?\d/.test(line.split(',')[0]!.trim().replace(/^"|"$/g, ''));
