import { ApiError } from '@app/core/client';
import {
  BANK_FORM_TYPES,
  checkAnswers,
  checkUpload,
  toKycFileWire,
  toListingServicesWire,
  validateBankName,
  type DossierObjectWire,
  type StoredFile,
} from '../shared/index.ts';
import type { FilesTransport, FileWriteResult } from '../web/components/files/transport.tsx';
import {
  dossierFakeState,
  type DossierFakeContext,
  type DossierFakeState,
  type DossierHandlers,
} from './dossier.fake-http.ts';

type Wire = DossierObjectWire & Record<string, { value: unknown; new_value?: unknown } | unknown>;
const field = (o: Wire, f: string) => o[f] as { value: unknown; new_value?: unknown } | undefined;
const effective = (o: Wire, f: string) => {
  const x = field(o, f);
  return x && 'new_value' in x ? x.new_value : (x?.value ?? null);
};

/** Proposes values on a fake object the way the engine does: `new_value` next to the approved value. */
export function propose(o: Wire, values: Record<string, unknown>) {
  for (const [k, v] of Object.entries(values)) o[k] = { value: field(o, k)?.value ?? null, new_value: v };
}

function newObject(
  c: DossierFakeContext,
  companyId: string,
  objectType: DossierObjectWire['object_type'],
  parentId: string | null,
  values: Record<string, unknown>,
): Wire {
  const o = {
    _id: c.nextId(),
    object_type: objectType,
    company_id: companyId,
    parent_id: parentId,
    position: 0,
    pending_creation: true,
  } as Wire;
  propose(o, values);
  c.state.objects.push(o);
  return o;
}
const find = (c: DossierFakeContext, id: string) => {
  const o = c.state.objects.find((x) => x._id === id) as Wire | undefined;
  if (!o) throw new ApiError(404, { message: 'Document not found' });
  return o;
};

/** Fake answers of the dossier's files calls for stories. */
export const filesFakeHandlers = (c: DossierFakeContext): DossierHandlers => ({
  createFileSection: ({ company_id, documentType, bank_name }) => {
    if (!BANK_FORM_TYPES.includes(documentType))
      throw new ApiError(400, { message: 'Only bank forms (scfba, cosbaof) are created as sections' });
    const error = validateBankName(bank_name);
    if (error) throw new ApiError(400, { message: error, errors: [{ field: 'bank_name', message: error }] });
    const o = newObject(c, company_id, 'kyc_file', null, { documentType, bank_name: bank_name!.trim() });
    return {
      status: 'success',
      message: 'Bank document added successfully',
      change_id: c.nextId(),
      file: toKycFileWire(o),
    };
  },
  updateListingServices: ({ company_id, value }) => {
    let o = c.state.objects.find((x) => x.company_id === company_id && x.object_type === 'listing_services') as
      Wire | undefined;
    if (o) propose(o, { value });
    else o = newObject(c, company_id, 'listing_services', null, { value });
    return {
      status: 'success',
      message: 'Listing of services saved; it takes effect once a colleague approves it',
      change_id: c.nextId(),
      listingServices: toListingServicesWire(o),
    };
  },
  commentUpload: ({ comment_structure }) => {
    const { id, ...given } = comment_structure as { id: string } & Record<string, unknown>;
    const o = find(c, id);
    const checked = checkAnswers(Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)), (f) =>
      effective(o, f),
    );
    if (checked.mismatch) throw new ApiError(422, { message: checked.mismatch });
    propose(o, checked.values);
    return {
      status: 'success',
      message: 'Saved; the change takes effect once a colleague approves it',
      change_id: c.nextId(),
      file: toKycFileWire(o),
      notices: checked.notices,
    };
  },
  getKycFileInfo: ({ id }) => ({ file: toKycFileWire(find(c, id)) }),
});

/** The multipart/view/download calls of the files area against the same fake state (stories). */
export function filesFakeTransport(state: DossierFakeState): FilesTransport {
  let seq = 900;
  const c: DossierFakeContext = { state, nextId: () => (++seq).toString(16).padStart(24, 'f') };
  const wait = () => new Promise((r) => setTimeout(r, 150));
  return {
    async upload(to, fields, file) {
      await wait();
      const o = to.route === 'updateFile' ? find(c, to.id) : undefined;
      const documentType = o ? String(effective(o, 'documentType')) : fields.documentType!;
      let stored: StoredFile | null = null;
      if (file) {
        const check = checkUpload(documentType, file.name, new Uint8Array(await file.slice(0, 1024).arrayBuffer()));
        if (check.error) throw new ApiError(400, { message: check.error });
        stored = {
          id: c.nextId(),
          serverName: 'fake.pdf',
          filename: file.name,
          documentType,
          contentType: check.type!,
          size: file.size,
          uploadedAt: new Date().toISOString(),
        };
      }
      const extras = Object.fromEntries(
        Object.entries(fields)
          .filter(([k]) => !['company_id', 'documentType', 'owner_id', 'kyc_file_id'].includes(k))
          .map(([k, v]) => [k, k === 'year' ? Number(v) : v]),
      );
      const values = { ...extras, ...(stored ? { file: stored } : {}) };
      const target = o ?? newObject(c, fields.company_id!, 'kyc_file', fields.owner_id ?? null, { documentType });
      propose(target, values);
      const result: FileWriteResult = {
        status: 'success',
        message: stored ? 'File uploaded; it takes effect once a colleague approves it' : 'Document saved',
        change_id: c.nextId(),
        file: toKycFileWire(target),
      };
      return result;
    },
    async viewUrl() {
      return 'about:blank';
    },
    async download() {
      return new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
    },
    async remove() {
      await wait();
      return { message: 'Deleted request has been submitted successfully' };
    },
  };
}

const rich = (s: string) => ({ ops: [{ insert: `${s}\n` }] });
const file = (id: string, filename: string, documentType: string): StoredFile => ({
  id,
  serverName: `${id}.pdf`,
  filename,
  documentType,
  contentType: 'application/pdf',
  size: 120_000,
  uploadedAt: '2026-11-20T10:00:00.000Z',
});

/** The story dossier with documents: approved, pending, a bank form, comments, a person with slots. */
export function filesStoryState(): DossierFakeState {
  const state = dossierFakeState();
  const company = state.companies[0]!._id;
  const obj = (
    id: string,
    type: DossierObjectWire['object_type'],
    parent: string | null,
    fields: Record<string, { value: unknown; new_value?: unknown }>,
  ) =>
    state.objects.push({
      _id: id,
      object_type: type,
      company_id: company,
      parent_id: parent,
      position: 0,
      pending_creation: false,
      ...fields,
    });
  obj('a00000000000000000000001', 'kyc_file', null, {
    documentType: { value: 'kyc-aoi-5' },
    file: { value: file('f1', 'articles-of-incorporation.pdf', 'kyc-aoi-5') },
    comment_data_handler: { value: rich('Checked against the CoC extract of 2026') },
    comment_supervisor: { value: rich('Agreed') },
  });
  obj('a00000000000000000000002', 'kyc_file', null, {
    documentType: { value: 'kyc-reftcoc-5-2' },
    file: { value: null, new_value: file('f2', 'coc-extract.pdf', 'kyc-reftcoc-5-2') },
    dateIssued: { value: null, new_value: '2024-03-01' },
  });
  obj('a00000000000000000000003', 'kyc_file', null, {
    documentType: { value: 'kyc-aa-y1-12' },
    file: { value: file('f3', 'annual-accounts-2025.pdf', 'kyc-aa-y1-12') },
    year: { value: 2025 },
    fiscal_year_ending_on: { value: '2025-12-31' },
  });
  obj('a00000000000000000000004', 'kyc_file', null, {
    documentType: { value: 'scfba' },
    bank_name: { value: 'Rabobank' },
    file: { value: file('f4', 'signature-card.pdf', 'scfba') },
  });
  obj('a00000000000000000000005', 'listing_services', null, {
    value: { value: 'Registered office, managing directorship and bookkeeping' },
    comment_data_handler: { value: rich('As in the engagement letter') },
  });
  obj('b00000000000000000000001', 'person', null, { firstName: { value: 'Ann' }, lastName: { value: 'Lee' } });
  obj('a00000000000000000000006', 'kyc_file', 'b00000000000000000000001', {
    documentType: { value: 'passport_file' },
    file: { value: file('f6', 'passport-ann-lee.pdf', 'passport_file') },
  });
  obj('a00000000000000000000007', 'kyc_file', 'b00000000000000000000001', {
    documentType: { value: 'world_check' },
    file: { value: file('f7', 'sanction-screening-lee-ann.pdf', 'world_check') },
    sanctions_found: { value: 'NO' },
    pep_found: { value: 'YES' },
    pep_comment: { value: rich('Member of parliament until 2019') },
    relevant_adverse_information_found: { value: 'NO' },
  });
  return state;
}
