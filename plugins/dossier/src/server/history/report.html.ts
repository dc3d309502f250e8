import { escapeHtml as esc } from '@app/core/server';
import { fieldText, valueText, type LabelCatalog } from '@app/plugin-workflow/shared';
import {
  DASHBOARD_FIELDS,
  DOCUMENT_LABELS,
  KYC_REVIEW_LABELS,
  OBJECT_LABELS,
  REVIEW_LABELS,
  type DossierObjectType,
  type Field,
  type StoredFields,
} from '../../shared/index.ts';
import type { DossierState } from '../dossier-state.ts';
import type { DossierObject } from '../objects/object.entity.ts';

export interface ReportMeta {
  organisation: string;
  generatedBy: string;
  generatedAt: Date;
  revision: { label: string; date: string } | null;
}

/** A value as text: Plate rich text flattened, objects as JSON, empty as a dash. */
export function plain(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v))
    return (
      v
        .map((n) => plainNode(n))
        .join('\n')
        .trim() || '—'
    );
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
const plainNode = (n: unknown): string => {
  if (!n || typeof n !== 'object') return String(n ?? '');
  const o = n as { text?: unknown; children?: unknown[] };
  return typeof o.text === 'string' ? o.text : (o.children ?? []).map(plainNode).join('');
};

/** The words the workflow shows too (ADR 0067): one catalog for the screens, the audit export and this report. */
const CATALOG: LabelCatalog = {
  types: Object.fromEntries(
    Object.entries({ kyc_review: KYC_REVIEW_LABELS, ...REVIEW_LABELS }).map(([type, l]) => [
      type,
      { ...l, group: null },
    ]),
  ),
};
const shown = (type: string, field: string, v: unknown) => valueText(CATALOG, type, field, v) || plain(v);

/** One field row; a pending `new_value` is shown beside the approved value and marked. */
function fieldRow(type: string, name: string, f: Field | undefined): string {
  const pending = f && 'new_value' in f;
  return `<tr${pending ? ' class="pending"' : ''}><th>${esc(fieldText(CATALOG, type, name))}</th><td>${esc(shown(type, name, f?.value))}${pending ? ` <span class="mark">pending change → ${esc(shown(type, name, f.new_value))}</span>` : ''}</td></tr>`;
}

const fieldsTable = (type: string, fields: StoredFields) => {
  const rows = Object.entries(fields)
    .filter(([, f]) => f && (f.value !== null || 'new_value' in f))
    .map(([k, f]) => fieldRow(type, k, f));
  return rows.length ? `<table>${rows.join('')}</table>` : '<p class="empty">No values</p>';
};

const PERSON_NAME = (o: DossierObject) =>
  [o.fields.firstName, o.fields.lastName, o.fields.name, o.fields.title]
    .map((f) => f?.value ?? f?.new_value)
    .filter((v) => typeof v === 'string' && v)
    .join(' ');

const SECTIONS: { title: string; types: DossierObjectType[] }[] = [
  { title: 'Account numbers', types: ['account_number'] },
  { title: 'Listing of services', types: ['listing_services'] },
  { title: 'Shareholders and UBOs', types: ['share_holder_related', 'ubo'] },
  { title: 'Managing directors', types: ['mbd_related'] },
  { title: 'Persons and legal entities', types: ['person', 'legalEntity'] },
  { title: 'Transaction profiles', types: ['transaction_profile'] },
  { title: 'Subsidiaries', types: ['subsidiary'] },
];

/** The whole dossier as a printable A4 page (rendered by core's Chromium path). */
export function dossierReportHtml(state: DossierState, meta: ReportMeta): string {
  const { company, objects } = state;
  const byId = new Map(objects.map((o) => [o.id, o]));
  const ownerName = (o: DossierObject) => {
    const parent = o.parentId ? byId.get(o.parentId) : null;
    return parent
      ? `${OBJECT_LABELS[parent.objectType]?.label ?? parent.objectType} ${PERSON_NAME(parent) || parent.id}`
      : 'Company';
  };
  const dashboard = Object.fromEntries(
    Object.keys(DASHBOARD_FIELDS)
      .filter((k) => company.fields[k])
      .map((k) => [k, company.fields[k]!]),
  );
  const pendingCount = [company, ...objects].filter((o) => o.pending || o.pendingCreation).length;
  const sections = SECTIONS.map(({ title, types }) => {
    const items = objects.filter((o) => types.includes(o.objectType));
    const body = items
      .map(
        (o) =>
          `<div class="object"><h3>${esc(OBJECT_LABELS[o.objectType]?.label ?? o.objectType)} ${esc(PERSON_NAME(o))}${o.pendingCreation ? ' <span class="mark">pending creation</span>' : ''}</h3>${o.parentId ? `<p class="meta">of ${esc(ownerName(o))}</p>` : ''}${fieldsTable(o.objectType, o.fields)}</div>`,
      )
      .join('');
    return `<h2>${esc(title)}</h2>${body || '<p class="empty">None</p>'}`;
  }).join('\n');
  const files = objects.filter((o) => o.objectType === 'kyc_file');
  const filesTable = files.length
    ? `<table><tr><th>Document</th><th>Owner</th><th>File</th><th>Year / expiry</th></tr>${files.map((f) => `<tr${f.pending || f.pendingCreation ? ' class="pending"' : ''}><td>${esc(DOCUMENT_LABELS[String(f.fields.documentType?.value)] ?? plain(f.fields.documentType?.value ?? f.fields.title?.value))}</td><td>${esc(ownerName(f))}</td><td>${esc(shown('kyc_file', 'file', f.fields.file?.value))}${'new_value' in (f.fields.file ?? {}) ? ' <span class="mark">new file pending</span>' : ''}</td><td>${esc(plain(f.fields.year?.value ?? f.fields.expiration_date?.value))}</td></tr>`).join('')}</table>`
    : '<p class="empty">No files</p>';
  const title = company.companyType === 'corporate' ? 'Corporate KYC' : 'Account Holder KYC';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} — ${esc(company.listName)}</title><style>
body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt;margin:18px;color:#111}h1{font-size:17pt;margin-bottom:2px}h2{font-size:12.5pt;border-bottom:1px solid #999;margin-top:16px;page-break-after:avoid}h3{font-size:10.5pt;margin:10px 0 2px}
table{border-collapse:collapse;width:100%;margin-bottom:6px}th,td{text-align:left;vertical-align:top;padding:2px 6px;border-bottom:1px solid #ddd}th{width:34%;font-weight:600}.object{page-break-inside:avoid}
.empty{color:#555}.meta{color:#444;font-size:8.5pt;margin:0}.mark{color:#8a4b00;font-weight:600}tr.pending td{background:#fff6e5}.banner{border:1px solid #8a4b00;padding:6px;background:#fff6e5}
</style></head><body>
<h1>${esc(title)}: ${esc(company.listName || company.id)}</h1>
<p class="meta">Client ${esc(company.id)} · organisation ${esc(meta.organisation)} · generated ${esc(meta.generatedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC by ${esc(meta.generatedBy)}</p>
${meta.revision ? `<p class="banner">Document Revision "${esc(meta.revision.label)}" of ${esc(meta.revision.date.slice(0, 16).replace('T', ' '))} UTC (approved values as they stood then)</p>` : `<p class="meta">Current dossier: approved values; ${pendingCount ? `${pendingCount} object(s) with changes awaiting confirmation are marked "pending"` : 'no changes awaiting confirmation'}.</p>`}
<h2>Dashboard</h2>${fieldsTable('kyc_review', dashboard)}
${sections}
<h2>Files</h2>${filesTable}
</body></html>`;
}
