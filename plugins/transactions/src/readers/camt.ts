import type { ReadResult } from '../shared/model.ts';
import { entryResults, ourSideOf } from './camt-entry.ts';
import { camtEvents, CamtFormatError, type CamtContainer, type CamtMessage } from './camt-xml.ts';

export type { CamtMessage } from './camt-xml.ts';

export interface CamtReadOptions {
  /** Called once, before the first result, with the message type and version the file declares. */
  onMessage?: (message: CamtMessage) => void;
}

/**
 * ISO 20022 bank statements without a mapping (issue 26 §2): camt.053 (statement), camt.052
 * (account report) and camt.054 (debit/credit notification), versions 001.02 to 001.13, one or
 * more `Stmt`/`Rpt`/`Ntfctn` per file. Yields one result per transaction in file order; `row` is
 * the entry's number in the file (a batched entry yields several results with the same row), and
 * error columns are XML paths such as `Stmt[1]/Ntry[4]/NtryDtls/TxDtls[2]/Amt`. As the other
 * readers do, a file that is not such a message ends the read with one row-0 result, and a file
 * that breaks part-way with one result at the row where reading stopped.
 */
export async function* readCamt(
  source: AsyncIterable<Uint8Array | string>,
  options: CamtReadOptions = {},
): AsyncGenerator<ReadResult> {
  let last: CamtContainer | null = null;
  let ours: ReturnType<typeof ourSideOf> = { errors: [] };
  let row = 0;
  try {
    for await (const event of camtEvents(source)) {
      if (event.type === 'message') {
        options.onMessage?.(event.message);
        continue;
      }
      if (event.container !== last) {
        last = event.container;
        ours = ourSideOf(event.container);
      }
      row = event.index;
      yield* entryResults(event.node, event.index, event.position, event.container, ours);
    }
  } catch (error) {
    if (!(error instanceof CamtFormatError)) throw error;
    const at = row === 0 ? 0 : row + 1;
    const reason = row === 0 ? error.message : `${error.message}; reading stopped here`;
    yield { row: at, errors: [{ row: at, column: null, field: null, reason }] };
  }
}
