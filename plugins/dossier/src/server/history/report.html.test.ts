import t from 'tap';
import type { DossierState } from '../dossier-state.ts';
import { dossierReportHtml } from './report.html.ts';

/** The PDF report names fields and options in the words the workflow shows (ADR 0067), never the stored keys. */
const company = {
  id: 'c00000000000000000000001',
  organization: 'o1',
  companyType: 'corporate',
  locationType: 'local',
  accountHolderType: null,
  listName: 'Blue Lagoon NV',
  fields: { name: { value: 'Blue Lagoon NV' }, risk_level: { value: 'medium', new_value: 'high' } },
  nextReviewDate: null,
  pending: true,
  pendingCreation: false,
  removed: false,
  createdBy: 'u1',
  createdAt: new Date(),
};
const object = (
  id: string,
  objectType: string,
  fields: Record<string, { value: unknown; new_value?: unknown }>,
  parentId: string | null = null,
) => ({
  id,
  organization: 'o1',
  companyId: company.id,
  objectType,
  parentId,
  position: 0,
  fields,
  pending: false,
  pendingCreation: false,
  removed: false,
  createdBy: 'u1',
  createdAt: new Date(),
});
const state = {
  company,
  objects: [
    object('p1', 'person', {
      firstName: { value: 'Anna' },
      lastName: { value: 'Lopez' },
      location_type: { value: 'local', new_value: 'abroad' },
      role: { value: 'ubo' },
    }),
    object('t1', 'transaction_profile', {
      name_bank: { value: 'Banco di Caribe' },
      monthly_turnover_incoming: { value: '50_001_100_000' },
    }),
    object(
      'f1',
      'kyc_file',
      {
        documentType: { value: 'passport_file' },
        file: { value: { id: 'x', serverName: 's', filename: 'passport-anna.pdf', documentType: 'passport_file' } },
      },
      'p1',
    ),
  ],
  snapshotId: null,
} as unknown as DossierState;

t.test('field labels and option texts, not keys', async (t) => {
  const html = dossierReportHtml(state, {
    organisation: 'Demo',
    generatedBy: 'carl',
    generatedAt: new Date('2026-11-27T10:00:00Z'),
    revision: null,
  });
  for (const words of [
    '<th>Last Name</th>',
    '<th>Origin</th>',
    'Resident',
    'pending change → Non-resident',
    '<th>Role</th>',
    '>UBO<',
    '<th>Risk level</th>',
    'Medium',
    'pending change → High',
    '<th>Name of the bank</th>',
    '50,001 to 100,000',
    'Passport',
    'passport-anna.pdf',
  ])
    t.ok(html.includes(words), words);
  for (const key of ['>lastName<', '>location_type<', '>local<', '>name_bank<', '50_001_100_000', '"serverName"'])
    t.notOk(html.includes(key), `no ${key}`);
});
