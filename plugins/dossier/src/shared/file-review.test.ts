import t from 'tap';
import { fileFieldLabel, fileReviewOf, isScreeningPdf } from './index.ts';

const file = (id: string, filename: string) => ({
  id,
  serverName: `${id}.pdf`,
  filename,
  documentType: 'kyc-ma-1',
  contentType: 'application/pdf',
  size: 2048,
  uploadedAt: '2026-11-20T10:00:00.000Z',
});
const json = (v: unknown) => JSON.stringify(v);

t.test('a new file: the seed label, the file, no previous one', async (t) => {
  const r = fileReviewOf({
    actionType: 'change',
    sourceObjectState: null,
    fileInfo: null,
    fields: json({
      documentType: { current: null, new: 'kyc-ma-1' },
      file: { current: null, new: file('f1', 'agreement.pdf') },
    }),
  });
  t.equal(r.label, 'Management Agreement');
  t.equal(r.kind, 'new-file');
  t.equal(r.current, null);
  t.equal(r.next?.filename, 'agreement.pdf');
  t.same(r.rows, [], 'the document type is the heading, not a row');
});

t.test('a replaced file: current and new side by side; extra fields with labels, unchanged ones too', async (t) => {
  const r = fileReviewOf({
    actionType: 'change',
    fileInfo: null,
    sourceObjectState: json({
      documentType: 'kyc-aa-y1-12',
      file: file('f1', 'old.pdf'),
      year: 2024,
      fiscal_year_ending_on: '2024-12-31',
    }),
    fields: json({
      file: { current: file('f1', 'old.pdf'), new: file('f2', 'new.pdf') },
      year: { current: 2024, new: 2025 },
    }),
  });
  t.equal(r.kind, 'replaced-file');
  t.equal(r.current?.filename, 'old.pdf');
  t.equal(r.next?.filename, 'new.pdf');
  t.same(r.rows, [
    { field: 'year', label: 'Year', current: '2024', new: '2025', changed: true },
    {
      field: 'fiscal_year_ending_on',
      label: 'Fiscal year ending on',
      current: 'Dec 31, 2024',
      new: 'Dec 31, 2024',
      changed: false,
    },
  ]);
});

t.test('a removal shows the document as it is; a new bank form slot has no file', async (t) => {
  const removal = fileReviewOf({
    actionType: 'remove',
    fields: '{}',
    fileInfo: null,
    sourceObjectState: json({ documentType: 'scfba', bank_name: 'Rabobank NV', file: file('f4', 'card.pdf') }),
  });
  t.equal(removal.kind, 'removal');
  t.equal(removal.label, 'Signature card for bank account');
  t.equal(removal.current?.filename, 'card.pdf');
  t.same(
    removal.rows.map((r) => [r.label, r.current]),
    [['Bank name', 'Rabobank NV']],
  );
  const slot = fileReviewOf({
    actionType: 'change',
    sourceObjectState: null,
    fileInfo: null,
    fields: json({ documentType: { current: null, new: 'cosbaof' }, bank_name: { current: null, new: 'ING Bank' } }),
  });
  t.equal(slot.kind, 'new-slot');
  t.equal(slot.next, null);
});

t.test('comments and screening answers as words; a filed screening PDF is recognised', async (t) => {
  const pdf = {
    id: 'p1',
    serverName: 'screening/o1/p1.pdf',
    filename: 'sanction-screening-Lee-Ann-1.pdf',
    documentType: 'world_check',
    search_id: 's1',
  };
  const r = fileReviewOf({
    actionType: 'change',
    fileInfo: null,
    sourceObjectState: json({ documentType: 'world_check' }),
    field_proposals: json({
      file: [
        { new: { ...pdf, id: 'p0' }, user_id: 'u1', user_name: 'a', at: '2026-11-01T09:00:00.000Z' },
        { new: pdf, user_id: 'u1', user_name: 'a', at: '2026-11-02T09:00:00.000Z' },
      ],
    }),
    fields: json({
      file: { current: null, new: pdf },
      pep_found_supervisor: { current: null, new: 'YES' },
      pep_comment_supervisor: { current: null, new: { ops: [{ insert: 'MP until 2019\n' }] } },
    }),
  });
  t.equal(r.label, 'Sanction Screening');
  t.ok(isScreeningPdf(r.next!));
  t.equal(r.next!.size, undefined, 'no size: shown as a dash, not invented');
  t.equal(r.next!.uploadedAt, '2026-11-02T09:00:00.000Z', 'filed when the proposal of this very PDF was made');
  t.same(
    r.rows.map((x) => [x.label, x.new]),
    [
      ['Found PEP (Supervisor)', 'Yes'],
      ['Comment on Found PEP (Supervisor)', 'MP until 2019'],
    ],
  );
  t.equal(fileFieldLabel('dateIssued', 'kyc-reftcoc-5-2'), 'Incorporation Date');
  t.equal(fileFieldLabel('comment_compliance_officer', 'kyc-aoi-5'), 'Compliance Officer comment');
});

t.test('bad JSON texts give an empty review, never a throw', async (t) => {
  const r = fileReviewOf({ actionType: 'change', fields: '{', sourceObjectState: 'null', fileInfo: 'x' });
  t.equal(r.label, 'Document');
  t.same(r.rows, []);
});
