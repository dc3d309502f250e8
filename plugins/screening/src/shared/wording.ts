import type { FiledPdfWire, ScreeningResponse } from './screening.schema.ts';

const LIST_NAMES: Record<string, string> = {
  ofac: 'OFAC SDN',
  un: 'UN Security Council Consolidated List',
  uk: 'UK Sanctions List',
  eu: 'EU Financial Sanctions',
  ftm: 'OpenSanctions',
};

/** A list's name as people know it. */
export const listName = (source: string) => LIST_NAMES[source] ?? source;

/** The evidence wording of a clean result: screened against lists X, Y, Z (versions, dates), no match. */
export function cleanResultText(response: Pick<ScreeningResponse, 'list_versions'>): string {
  const lists = response.list_versions.map(
    (v) =>
      `${listName(v.source)} (version ${v.version}${v.published_at ? `, published ${v.published_at.slice(0, 10)}` : ''})`,
  );
  return `Screened against ${lists.join(', ') || 'the imported lists'}: no match at or above the reporting threshold.`;
}

/** Where 'Save as PDF' filed the PDF, in words: the person's document of the client, pending approval. */
export function filedText(filed: FiledPdfWire): string {
  return `Filed as the ${filed.document_label} document of ${filed.person_name} (client ${filed.client_name})${filed.pending ? ', waiting for a colleague\u2019s approval' : ''}.`;
}
