import { escapeHtml as esc, renderPdf } from '@app/core/server';
import type { ScreeningResponse, ScreeningResult } from '../shared/index.ts';
import { cleanResultText, listName } from '../shared/index.ts';

export interface PdfDecision {
  entry_id: string;
  decision: string;
  comment: string;
  decided_by: string;
  decided_at: string;
}
export interface PdfMeta {
  organisation: string;
  screenedBy: string;
  screenedAt: string;
  generatedBy: string;
  generatedAt: Date;
  decisions: PdfDecision[];
}

const pct = (v: number) => `${Math.round(v <= 1 ? v * 100 : v)}%`;
const DECISION_LABELS: Record<string, string> = { true_match: 'True match', false_positive: 'False positive' };
const AGREEMENT: Record<string, string> = {
  agrees: 'agrees',
  partial: 'agrees in part',
  unknown: 'not on the list (unconfirmed)',
  conflict: 'differs',
};
const FIELD: Record<string, string> = { name: 'Name', dob: 'Date of birth', nationality: 'Nationality' };

/** A screening as a printable page: request, the match (or the clean result), decisions and list versions. */
export function resultHtml(response: ScreeningResponse, result: ScreeningResult | null, meta: PdfMeta): string {
  const rows = (o: Record<string, string>) =>
    Object.entries(o)
      .map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`)
      .join('');
  const section = (title: string, body: string, empty: string) =>
    `<h2>${title}</h2>${body || `<p class="empty">${empty}</p>`}`;
  const r = response.request;
  const decisions = result ? meta.decisions.filter((d) => d.entry_id === result.entry_id) : meta.decisions;
  const fields = result?.explanation.fields ?? [];
  const match = result
    ? `<h2>Match</h2><table>${rows({ Score: pct(result.score), 'Matched name': result.explanation.matched_name, 'Name strength': result.explanation.name_strength, List: `${listName(result.list.source)} — version ${result.list.version}`, 'List entry': result.entry_id, ...(result.also_listed?.length ? { 'Also listed on': result.also_listed.map((a) => `${listName(a.list.source)} (${a.entry_id})`).join('; ') } : {}) })}</table>
${fields.length ? `<h3>Agreement per field</h3><table><tr><th>Field</th><th>Searched</th><th>Listed</th><th>Agreement</th></tr>${fields.map((f) => `<tr><td>${esc(FIELD[f.field] ?? f.field)}</td><td>${esc(f.query)}</td><td>${esc(f.listed || '—')}</td><td>${esc(AGREEMENT[f.agreement] ?? f.agreement)}</td></tr>`).join('')}</table>` : ''}
<h2>Individual</h2><table>${rows({ 'First name': result.individual.firstname, Surname: result.individual.surname, 'Year of birth': result.individual.year_of_birth ?? '', ...result.individual.more })}</table>
${section('Addresses', result.addresses.map((a, i) => `<p>${i + 1}. ${esc(a.text)}</p>`).join(''), 'No Addresses found')}
${section(
  'Sanctions',
  result.sanction_types
    .filter((s) => s.current || s.found)
    .map((s) => `<p>${esc(s.body)} · current: ${s.current ? 'yes' : 'no'} · ${esc(s.countryCode)}</p>`)
    .join(''),
  'No Sanctions found',
)}
${section('Notes', result.notes.map((n) => `<p>${esc(n.note)} <span class="meta">(${esc(n.source)})</span></p>`).join(''), 'No Notes found')}
${section(
  'Flags',
  result.flags
    .filter((f) => f.found)
    .map((f) => `<p>${esc(f.data.rep)}</p>`)
    .join(''),
  'No Flags found',
)}`
    : `<h2>Result: no match</h2><p class="clean">${esc(cleanResultText(response))}</p>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Sanction screening ${esc(response.search_id)}</title><style>
body{font-family:'Liberation Sans',Arial,sans-serif;font-size:11pt;margin:24px;color:#111}h1{font-size:18pt}h2{font-size:13pt;border-bottom:1px solid #999;margin-top:18px}h3{font-size:11pt}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:3px 6px;border-bottom:1px solid #ddd}th{width:30%}.empty{color:#555}.meta{color:#444;font-size:9pt}.clean{font-size:12pt}
</style></head><body>
<h1>Sanction screening ${result ? 'result' : 'certificate: no match'}</h1>
<p class="meta">Search ${esc(response.search_id)} · organisation ${esc(meta.organisation)} · screened ${esc(meta.screenedAt)} by ${esc(meta.screenedBy)} · generated ${esc(meta.generatedAt.toISOString())} by ${esc(meta.generatedBy)}</p>
<h2>Request</h2><table>${rows({ Surname: r.surname, 'First name': r.firstname, 'Date of birth': r.dob, Nationality: r.nationality })}</table>
${match}
${section('Reviewer decisions', decisions.map((d) => `<p><strong>${esc(DECISION_LABELS[d.decision] ?? d.decision)}</strong>${result ? '' : ` on ${esc(d.entry_id)}`} — ${esc(d.decided_by)}, ${esc(d.decided_at)}: ${esc(d.comment)}</p>`).join(''), 'No reviewer decision recorded yet')}
<h2>Lists searched</h2><table>${response.list_versions.map((v) => `<tr><th>${esc(listName(v.source))}</th><td>version ${esc(v.version)}${v.published_at ? `, published ${esc(v.published_at.slice(0, 10))}` : ''}</td></tr>`).join('')}</table>
</body></html>`;
}

/** Rendering lives in core (shared with the dossier report). */
export { renderPdf };
