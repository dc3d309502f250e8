import { formatFileSize } from '@app/core/shared';
import {
  DOC_STATUS_LABELS,
  FIELD_LABELS,
  PRINTED_NOTES,
  QUESTIONS,
  RECORD_LABELS,
  SECTIONS,
  SIGNATURE_STATEMENT,
  documentLabel,
  fieldsOf,
  requiredDocuments,
  statusLabel,
  type DdInfo,
} from '../shared/index.ts';

const esc = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Rich text is stored as `{ops:[{insert}]}` JSON; plain text otherwise. */
const plain = (v: unknown) => {
  const s = String(v ?? '');
  if (!s.startsWith('{')) return s;
  try {
    return ((JSON.parse(s) as { ops?: { insert?: unknown }[] }).ops ?? [])
      .map((o) => (typeof o.insert === 'string' ? o.insert : ''))
      .join('')
      .trim();
  } catch {
    return s;
  }
};
const answer = (v: unknown) =>
  v === null || v === undefined || v === '' ? '<span class="empty">—</span>' : esc(plain(v));

/** The form as printed: answers, elements, documents and signature block; the same for staff and clients. */
export function formHtml(info: DdInfo, generatedAt = new Date()): string {
  const r = info.dueDiligence as unknown as Record<string, unknown>;
  const elementTables = SECTIONS.filter((s) => s.type)
    .map((s) => {
      const els = info.elements.filter((e) => e.type === s.type);
      const body = els.length
        ? els
            .map((e) => {
              const v = e as unknown as Record<string, unknown>;
              const rows = (v.is_relevant === 'NO' ? ['is_relevant'] : ['is_relevant', ...fieldsOf(e.type)])
                .map((f) => `<tr><th>${esc(FIELD_LABELS[f] ?? f)}</th><td>${answer(v[f])}</td></tr>`)
                .join('');
              return `<table>${rows}</table>`;
            })
            .join('')
        : '<p class="empty">None listed</p>';
      return `<h2>${s.n}. ${esc(s.title)}</h2>${body}`;
    })
    .join('');
  const questions = ([7, 8, 9] as const)
    .map((n) => {
      const rows = QUESTIONS.filter((q) => q.section === n)
        .map((q) => {
          const details =
            q.details && r[q.field] === 'YES'
              ? q.details
                  .map((d) => `<tr><th class="sub">${esc(RECORD_LABELS[d])}</th><td>${answer(r[d])}</td></tr>`)
                  .join('')
              : '';
          return `<tr><th>${esc(q.text)}</th><td>${answer(r[q.field])}</td></tr>${details}`;
        })
        .join('');
      return `<h2>${n}. ${esc(SECTIONS[n - 1]!.title)}</h2><table>${rows}</table>`;
    })
    .join('');
  const names = new Map(
    info.elements.map((e) => [
      e._id,
      String((e as Record<string, unknown>).full_name ?? (e as Record<string, unknown>).company_name ?? ''),
    ]),
  );
  const docs = info.docs.length
    ? `<table><tr><th>File</th><th>Document type</th><th>Comment</th><th>Size</th><th>Added</th><th>Status</th></tr>${info.docs.map((d) => `<tr><td>${esc(d.file.filename)}</td><td>${esc(documentLabel(d.documentType))}${d.dueDiligenceElement ? ` for ${esc(names.get(d.dueDiligenceElement))}` : ''}</td><td>${esc(d.client_comment)}</td><td>${esc(formatFileSize(d.file.filesize))}</td><td>${esc(d.file.uploadDate.slice(0, 10))}</td><td>${esc(DOC_STATUS_LABELS[d.status])}</td></tr>`).join('')}</table>`
    : '<p class="empty">No documents uploaded</p>';
  const checklist = requiredDocuments(
    info.elements.map((e) => ({ ...(e as unknown as Record<string, unknown>), _id: e._id, type: e.type })),
    info.docs,
  )
    .map((d) => `<li>${esc(d.label)}${d.person ? ` (${esc(d.person)})` : ''}: ${esc(DOC_STATUS_LABELS[d.status])}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Due Dilligence Form</title><style>
body{font-family:'Liberation Sans',Arial,sans-serif;font-size:4.8pt;color:#111;margin:0}h1{font-size:8pt;margin:0 0 2px}h2{font-size:6pt;border-bottom:.5px solid #888;margin:7px 0 3px;break-after:avoid}
table{border-collapse:collapse;width:100%;margin-bottom:3px;break-inside:avoid}th,td{text-align:left;vertical-align:top;padding:1px 3px;border:.5px solid #ccc}th{width:45%;font-weight:600;background:#f4f4f4}th.sub{padding-left:9px;font-weight:400}
.meta{color:#444}.empty{color:#666}.notes li,.check li{margin:1px 0}.sign{border:.5px solid #888;padding:4px;margin-top:5px;break-inside:avoid}
</style></head><body>
<h1>Due Diligence Form</h1>
<p class="meta">${esc(info.company_name)} · ${esc(info.dueDiligence.comment)} · status ${esc(statusLabel(info.dueDiligence.status))} · printed ${esc(generatedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC</p>
<h2>Notes</h2><ul class="notes">${PRINTED_NOTES.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>
${elementTables}${questions}
<h2>Required documents</h2><ul class="check">${checklist}</ul>
<h2>Uploaded documents</h2>${docs}
<div class="sign"><p>${esc(SIGNATURE_STATEMENT)}</p><table>
<tr><th>Full name</th><td>${answer(r.filler_full_name)}</td></tr><tr><th>Position</th><td>${answer(r.position)}</td></tr><tr><th>Date when signed</th><td>${answer(r.date_when_signed)}</td></tr></table></div>
</body></html>`;
}

/** Seed: A4 portrait, margin 10 mm, scale 2 [002:54, 285]; the layout is drawn at half size so that scale 2 fills the page. */
export const FORM_PDF_OPTIONS = {
  scale: 2,
  landscape: false,
  margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
};
