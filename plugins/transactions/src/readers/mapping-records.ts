import type { Mapping } from '../shared/mapping.ts';
import type { ReadResult } from '../shared/model.ts';
import { compileMapping, type CompiledMapping, type SourceRecord } from './mapping.ts';

/** A source that cannot be read on (CSV syntax, a broken XLSX): reading stops at `row`. */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly row: number,
  ) {
    super(message);
  }
}

/**
 * Maps a source's records, in batches (the header first, as row 0), to ReadResults in order. A header that does
 * not fit the mapping ends the read with one file-level result (row 0) before any row; a source
 * that breaks ends it with one result naming the row where reading stopped.
 */
export async function* mapRecords(
  batches: AsyncIterable<SourceRecord[]>,
  mapping: Mapping,
): AsyncGenerator<ReadResult> {
  let compiled: CompiledMapping | null = null;
  try {
    for await (const batch of batches) {
      let i = 0;
      if (!compiled) {
        const bound = compileMapping(mapping, batch[i++]!.cells);
        if (Array.isArray(bound)) {
          yield { row: 0, errors: bound };
          return;
        }
        compiled = bound;
      }
      for (; i < batch.length; i++) yield compiled.apply(batch[i]!);
    }
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    const reason = `${error.message}; reading stopped here`;
    yield { row: error.row, errors: [{ row: error.row, column: null, field: null, reason }] };
    return;
  }
  if (!compiled)
    yield { row: 0, errors: [{ row: 0, column: null, field: null, reason: 'the file is empty (no header row)' }] };
}
