import {
  RECORD_FIELDS,
  type DdElement,
  type DdFile,
  type DdInfo,
  type DdListItem,
  type DdRecord,
  type LinkInfo,
} from '../shared/index.ts';

const iso = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 20, 10, 0) - minutesAgo * 60_000).toISOString();
const link = (kind: 'form' | 'documents', token: string, state: LinkInfo['state'] = 'active'): LinkInfo => ({
  token,
  url: `https://app.example/${kind === 'form' ? 'fill-due-diligence' : 'fill-due-diligence-docs'}/?token=${token}`,
  expires_at: '2026-12-20T10:00:00.000Z',
  state,
});

/** A link as a viewer without the create permission sees it: it exists, its state and expiry, no token. */
export const hidden = (info: LinkInfo): LinkInfo => ({ ...info, token: null, url: null });

/** Wire-shaped fakes for stories and tests. */
export const buildListItem = (over: Partial<DdListItem> = {}): DdListItem => ({
  _id: '6740a1b2c3d4e5f6a7b8c9d0',
  comment: 'Onboarding 2026',
  status: 'created',
  company_type: 'corporate',
  createdAt: iso(90),
  changesCount: 0,
  access_link_token: 'formtoken',
  access_link_documents_token: 'docstoken',
  links: { form: link('form', 'formtoken'), documents: link('documents', 'docstoken') },
  ...over,
});

export const buildRecord = (over: Partial<DdRecord> = {}): DdRecord => ({
  _id: '6740a1b2c3d4e5f6a7b8c9d0',
  company_id: '6740a1b2c3d4e5f6a7b8c900',
  company_name: 'Acme Holding BV',
  comment: 'Onboarding 2026',
  status: 'draft',
  comments: [],
  ...(Object.fromEntries(RECORD_FIELDS.map((f) => [f, null])) as Record<(typeof RECORD_FIELDS)[number], null>),
  new_values: {},
  createdAt: iso(600),
  updatedAt: iso(5),
  submitted_at: null,
  submitted_ip: null,
  submitted_user_agent: null,
  ...over,
});

export const buildElement = (over: Partial<DdElement> & { type: string }): DdElement => ({
  _id: `6740a1b2c3d4e5f6a7b8${Math.floor(Math.random() * 0xffff)
    .toString(16)
    .padStart(4, '0')}`,
  due_diligense_id: '6740a1b2c3d4e5f6a7b8c9d0',
  position: 0,
  pending_creation: false,
  new_values: {},
  ...over,
});

export const buildFile = (over: Partial<DdFile> = {}): DdFile => ({
  id: '6740a1b2c3d4e5f6a7b8f001',
  documentType: 'certofinc',
  dueDiligence: true,
  dueDiligenceElement: null,
  status: 'pending',
  client_comment: 'Certified copy',
  admin_comment: '',
  file: {
    filename: 'certificate-of-incorporation.pdf',
    serverName: '6740a1b2c3d4e5f6a7b8f001.pdf',
    filesize: 182_340,
    uploadDate: iso(45),
    mime: 'application/pdf',
  },
  uploaded_ip: null,
  uploaded_user_agent: null,
  ...over,
});

export function buildInfo(
  over: {
    record?: Partial<DdRecord>;
    elements?: DdElement[];
    docs?: DdFile[];
    viewer?: 'staff' | 'client';
    link?: 'form' | 'documents' | null;
    involved?: boolean;
  } = {},
): DdInfo {
  const record = buildRecord(over.record);
  const viewer = over.viewer ?? 'client';
  const director = buildElement({
    _id: '6740a1b2c3d4e5f6a7b8e002',
    type: 'director',
    position: 1,
    full_name: 'Eva Smit',
    is_relevant: 'YES',
    date_of_birth: '1980-04-02',
  });
  const elements = over.elements ?? [
    buildElement({
      _id: '6740a1b2c3d4e5f6a7b8e001',
      type: 'company',
      company_name: 'Acme Holding BV',
      trading_name: 'Acme',
      is_relevant: 'YES',
    }),
    director,
  ];
  const editable =
    viewer === 'staff' ? record.status === 'approved' : ['created', 'draft', 'rejected'].includes(record.status);
  return {
    status: 'success',
    dueDiligence: record,
    elements,
    docs: over.docs ?? [
      buildFile(),
      buildFile({
        id: '6740a1b2c3d4e5f6a7b8f002',
        documentType: 'certified_true_copy_of_passport',
        dueDiligenceElement: director._id,
        status: 'rejected',
        admin_comment: 'The copy is not certified',
        file: {
          filename: 'passport-eva.pdf',
          serverName: 'x2.pdf',
          filesize: 922_001,
          uploadDate: iso(3000),
          mime: 'application/pdf',
        },
      }),
    ],
    company_name: record.company_name,
    access: {
      viewer,
      link: viewer === 'client' ? (over.link ?? 'form') : null,
      can_edit: viewer === 'client' ? editable && (over.link ?? 'form') === 'form' : editable,
      can_upload: viewer === 'client' && record.status !== 'approved',
      expires_at: viewer === 'client' ? '2026-12-20T10:00:00.000Z' : null,
      involved: viewer === 'staff' && Boolean(over.involved),
    },
    // The review screen carries state and expiry only, never tokens (ADR 0063).
    ...(viewer === 'staff'
      ? { links: { form: hidden(link('form', 'formtoken')), documents: hidden(link('documents', 'docstoken')) } }
      : {}),
  };
}
