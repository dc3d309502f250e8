import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from '../readers/csv.ts';
import { validateMapping } from '../shared/mapping.ts';
import type { TransactionInput } from '../shared/model.ts';

/** The reader fixtures (real-world bank exports and their mapping files), for other plugins' tests. */
export const transactionFixtures = path.resolve(import.meta.dirname, '../readers/fixtures');

/** A CSV fixture read through its mapping file as an import would: every row, or the first row's errors thrown. */
export async function readMappedFixture(csv: string, mapping: string): Promise<TransactionInput[]> {
  const check = validateMapping(JSON.parse(readFileSync(path.join(transactionFixtures, mapping), 'utf8')));
  if (!check.ok) throw new Error(`${mapping}: ${JSON.stringify(check.errors)}`);
  const out: TransactionInput[] = [];
  for await (const r of readCsv(createReadStream(path.join(transactionFixtures, csv)), check.mapping)) {
    if (!('transaction' in r)) throw new Error(`${csv} row ${r.row}: ${JSON.stringify(r.errors)}`);
    out.push(r.transaction);
  }
  return out;
}
