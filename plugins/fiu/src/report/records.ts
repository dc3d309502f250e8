import type { DossierReportParty } from '@app/plugin-dossier/shared';
import type { StoredTransaction } from '@app/plugin-transactions/shared';
import type { RecordIn } from '../convert/pipeline.ts';
import type { RowError } from '../convert/row-validate.ts';
import { loadLookups, SCHEMA_PROFILES } from '../convert/schemas.ts';
import type { SchemaId } from '../shared/fiu.schema.ts';
import { customerFromDossier, customerFromTransaction } from './customer.ts';
import type { PartyWriter } from './party-xml.ts';
import type { PartyGap } from './party.ts';
import { storedTransactionXml, type TransactionOptions } from './transaction-xml.ts';

export interface ReportRecordsOptions extends TransactionOptions {
  schema: SchemaId;
  dataDir?: string;
  /** The dossier of a linked client (null: removed or another organisation's). */
  party(companyId: string): Promise<DossierReportParty | null>;
}

const PARTY_CACHE = 2000;

/** The end of a goAML path that fits the error list's field (64 characters): the element and its parents. */
function shortPath(path: string): string {
  const parts = path.split('/');
  let out = parts.pop()!;
  while (parts.length && out.length + parts[parts.length - 1]!.length + 1 <= 64) out = `${parts.pop()}/${out}`;
  return out.slice(-64);
}

/** A gap as a row error: the goAML element, where to fill it, and the sentence a user reads. */
export const gapError = (row: number, g: PartyGap): RowError => ({
  row,
  column: g.where,
  field: shortPath(g.field),
  reason: `${g.reason} — fill it in ${g.where}`,
});

/**
 * Stored transactions (pages in booking order) as the pipeline's records: each one's `<transaction>`
 * already written with its my-client party, or every gap of the row as its errors. A client's dossier is
 * read once per report (a bounded cache), not once per transaction. `row` counts from 1 in selection order.
 */
export async function* reportRecords(
  pages: AsyncIterable<StoredTransaction[]>,
  o: ReportRecordsOptions,
): AsyncGenerator<RecordIn> {
  const w: PartyWriter = {
    schema: o.schema,
    profile: SCHEMA_PROFILES[o.schema],
    lookups: loadLookups(o.schema, o.dataDir),
    gaps: [],
  };
  const parties = new Map<string, DossierReportParty | null>();
  let row = 0;
  for await (const page of pages) {
    for (const t of page) {
      row += 1;
      let party: DossierReportParty | null = null;
      if (t.company_id) {
        if (!parties.has(t.company_id)) {
          if (parties.size >= PARTY_CACHE) parties.clear();
          parties.set(t.company_id, await o.party(t.company_id));
        }
        party = parties.get(t.company_id) ?? null;
      }
      const customer = party ? customerFromDossier(t, party) : customerFromTransaction(t);
      const out = storedTransactionXml(w, t, customer, o);
      const values = { transactionnumber: t.reference, from_account: t.account, internal_ref_number: t.id };
      if ('xml' in out) yield { row, values, xml: out.xml };
      else yield { row, values, errors: out.gaps.map((g) => gapError(row, g)) };
    }
  }
}
