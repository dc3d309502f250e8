import t from 'tap';
import {
  checkAnswers,
  checkUpload,
  detectFileType,
  extraFieldsOf,
  hasContent,
  opsToPlate,
  plateToOps,
  toKycFileWire,
  validateExtraFields,
  visibleAnswerTiers,
  visibleComments,
  wireField,
  writableFields,
  type DossierObjectWire,
} from './index.ts';

const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);

t.test('file types by their bytes, not their names', async (t) => {
  t.equal(detectFileType(PDF), 'application/pdf');
  t.equal(detectFileType(PNG), 'image/png');
  t.equal(detectFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])), 'image/jpeg');
  t.equal(detectFileType(new TextEncoder().encode('hello')), null);
  t.equal(detectFileType(new TextEncoder().encode(' %PDF-1.7\n')), null, '%PDF- only at byte 0 (ADR 0064)');
  t.equal(checkUpload('kyc-aoi-5', 'a.pdf', PNG).error, 'a.pdf is not a PDF file; only .pdf documents are accepted');
  t.equal(checkUpload('kyc-oc-6', 'chart.pdf', PNG).type, 'image/png', 'the organizational chart takes images');
  t.equal(
    checkUpload('kyc-aoi-5', 'big.pdf', new Uint8Array(10 * 1024 * 1024 + 1)).error,
    'big.pdf is to big, max file size is 10MB',
  );
  t.equal(checkUpload('kyc-aoi-5', 'ok.pdf', PDF).error, null);
});

t.test('extra fields per document and their rules', async (t) => {
  t.same(
    extraFieldsOf('kyc-reftcoc-5-2').map((f) => f.label),
    ['Incorporation Date'],
  );
  t.same(
    extraFieldsOf('kyc-gaming-license').map((f) => f.field),
    ['dateIssued', 'license_type', 'expiration_date'],
  );
  t.same(extraFieldsOf('scfba'), [{ field: 'bank_name', label: 'Bank name', required: true }]);
  t.same(validateExtraFields('scfba', { bank_name: 'ING' }).errors, [
    { field: 'bank_name', message: 'Bank name must be at least 5 characters' },
  ]);
  t.same(validateExtraFields('scfba', { bank_name: '' }).errors, [
    { field: 'bank_name', message: 'Bank name is required' },
  ]);
  t.equal(
    validateExtraFields('kyc-aa-y2-12', { year: '2026' }, { fiscal_year_ending_on: '2025-12-31' }).errors[0]?.message,
    'Years do not match',
  );
  t.same(validateExtraFields('kyc-gaming-license', { license_type: 'B2C', expiration_date: '2027-01-01' }).values, {
    license_type: 'B2C',
    expiration_date: '2027-01-01',
  });
  t.equal(validateExtraFields('kyc-aoi-5', { year: '2020' }).errors.length, 1, 'a document without a year');
});

t.test('slot shape: flat fields with new_ pending values, read back through wireField', async (t) => {
  const generic = {
    _id: 'a'.repeat(24),
    object_type: 'kyc_file',
    company_id: 'c'.repeat(24),
    parent_id: null,
    position: 0,
    pending_creation: false,
    documentType: { value: 'kyc-aa-y1-12' },
    year: { value: 2024, new_value: 2025 },
    file: { value: null, new_value: { id: 'f', filename: 'a.pdf' } },
  } as unknown as DossierObjectWire;
  const slot = toKycFileWire(generic);
  t.match(slot, {
    id: 'a'.repeat(24),
    title: 'Annual Accounts of the last book year',
    year: 2024,
    new_year: 2025,
    file: null,
    new_file: { filename: 'a.pdf' },
    error: null,
  });
  t.same(wireField(slot, 'year'), { value: 2024, new_value: 2025 });
  t.same(wireField(slot, 'file'), { value: null, new_value: { id: 'f', filename: 'a.pdf' } });
  t.same(wireField(slot, 'bank_name'), { value: null });
  t.same(wireField(generic, 'year'), { value: 2024, new_value: 2025 }, 'the generic shape still reads');
});

t.test('rich text: content rule and Plate round trip', async (t) => {
  t.equal(hasContent({ ops: [{ insert: '\n' }] }), false);
  t.equal(hasContent({ ops: [] }), false);
  t.equal(hasContent(null), false);
  t.equal(hasContent({ ops: [{ insert: 'Fine\n' }] }), true);
  const value = [
    { type: 'p', children: [{ text: 'Checked ' }, { text: 'twice', bold: true }] },
    { type: 'p', children: [{ text: 'ok' }] },
  ];
  const ops = plateToOps(value);
  t.same(ops, {
    ops: [
      { insert: 'Checked ' },
      { insert: 'twice', attributes: { bold: true } },
      { insert: '\n' },
      { insert: 'ok' },
      { insert: '\n' },
    ],
  });
  t.same(opsToPlate(ops), value);
  t.same(opsToPlate(null), [{ type: 'p', children: [{ text: '' }] }]);
});

t.test('tiers: who sees and writes what', async (t) => {
  t.same(visibleComments('DATA_CONTROLLER'), ['comment_data_handler']);
  t.same(visibleComments('DATA_PROCESSOR'), ['comment_data_handler', 'comment_supervisor']);
  t.equal(visibleComments('EXTERNAL_AUDITOR').length, 3);
  t.same(visibleComments('CLIENT'), []);
  t.same(
    visibleAnswerTiers('COMPLIANCE_OFFICER').map((x) => x.suffix),
    ['', '_supervisor', '_compliance'],
  );
  t.same(visibleAnswerTiers('TRUST_OFFICER'), []);
  t.same(writableFields('EXTERNAL_AUDITOR'), []);
  t.ok(writableFields('DATA_PROCESSOR').includes('pep_found_supervisor'));
});

t.test('answers: YES without a comment becomes NO; tiers must agree', async (t) => {
  const none = () => null;
  t.same(checkAnswers({ pep_found: 'YES' }, none), {
    values: { pep_found: 'NO' },
    notices: ['Found PEP will be set as NO as there are no comments provided'],
    mismatch: null,
  });
  const am = (f: string) =>
    (({ pep_found: 'YES', pep_comment: { ops: [{ insert: 'x\n' }] } }) as Record<string, unknown>)[f] ?? null;
  t.equal(
    checkAnswers({ pep_found_supervisor: 'NO' }, am).mismatch,
    "Found PEP (Supervisor) must match the account manager's answer (YES)",
  );
  t.equal(
    checkAnswers({ pep_found_supervisor: 'YES', pep_comment_supervisor: { ops: [{ insert: 'y\n' }] } }, am).mismatch,
    null,
  );
});
