import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * Non-empty trimmed lines of a text stream (CRLF or CR tolerated, BOM stripped), one array per
 * chunk read: a 1M-line file costs a few hundred awaits, not one per line (bench/market).
 */
export async function* lineBatches(input: Readable): AsyncGenerator<string[]> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let first = true;
  const split = (text: string, last: boolean): string[] => {
    if (first && text) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    const parts = text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
    rest = last ? '' : parts.pop()!;
    const lines: string[] = [];
    for (const p of parts) {
      const line = p.trim();
      if (line) lines.push(line);
    }
    return lines;
  };
  for await (const chunk of input) {
    const lines = split(rest + (typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer)), false);
    if (lines.length) yield lines;
  }
  const lines = split(rest + decoder.end(), true);
  if (lines.length) yield lines;
}

/** Non-empty lines of a text stream, one at a time. */
export async function* textLines(input: Readable): AsyncGenerator<string> {
  for await (const batch of lineBatches(input)) yield* batch;
}

/** True when a CSV line is a header (its first field is not a number). */
export const isHeader = (line: string) => !/^-?\d/.test(line.split(',')[0]!.trim().replace(/^"|"$/g, ''));
