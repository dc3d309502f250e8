import { buildTestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { dossierServerPlugin } from '@app/plugin-dossier/server';
import { screeningServerPlugin } from '@app/plugin-screening/server';
import { workflowServerPlugin } from '@app/plugin-workflow/server';
import { approvedCorporate, team } from '@app/plugin-dossier/server/test-helpers';
import t from 'tap';
import { COMPANY_DOCUMENTS, DD_MESSAGES as M, ddRoutes as r } from '../shared/index.ts';
import { COMPLETE_RECORD, NO_DOCUMENTS_ACK, PDF_BYTES, newDd, uploadAs } from './dd.test-helpers.ts';
import { dueDiligenceServerPlugin } from './index.ts';

// ADR 0073: approving with missing or rejected documents needs an acknowledgement naming each of them.
process.env.DD_RATE_PER_IP = '100000';
// Screening only because dossier depends on it.
const api = await buildTestApp(t, {
  plugins: [
    authServerPlugin,
    workflowServerPlugin,
    screeningServerPlugin,
    dossierServerPlugin,
    dueDiligenceServerPlugin,
  ],
});
const org = await team(api);
const other = await team(api);
const { maker, checker } = org;
const dd = async () =>
  newDd(api, maker.token, await approvedCorporate(api, org, `DD Approve ${Math.random().toString(36).slice(2, 7)} BV`));
const sql = (q: string, params: unknown[] = []) => api.orm.em.fork().getConnection().execute(q, params);
const approve = (id: string, token: string, extra: Record<string, unknown> = {}) =>
  api.call(r.setDueDiligenceState, { id, status: 'approved', ...extra }, token);
const EVA = {
  full_name: 'Eva Smit',
  is_relevant: 'YES',
  date_of_birth: '1980-04-02',
  place_of_birth: 'Rotterdam',
  residential_address: 'Coolsingel 40, Rotterdam',
  identity_document: 'id_card',
  identity_document_number: 'NL1234567',
  date_of_issue: '2022-01-10',
  date_of_expiry: '2032-01-09',
  issuing_authority: 'Gemeente Rotterdam',
  issuing_state: 'NETHERLANDS',
  politically_exposed_person: 'NO',
  contact_email_address: 'eva@example.com',
  contact_phone_number: '+31101234567',
};

/** Filled and submitted through the link: the company not relevant, director Eva Smit relevant. */
async function submitted(a: { form: string }, director = false) {
  const company = (await api.call(r.dueDiligenceInfo, { token: a.form })).body.elements[0]._id as string;
  const elements: Record<string, unknown>[] = [{ _id: company, is_relevant: 'NO' }];
  let eva: string | null = null;
  if (director) {
    eva = (await api.call(r.addElement, { token: a.form, type: 'director', name: 'Eva Smit' })).body.element
      ._id as string;
    elements.push({ _id: eva, ...EVA });
  }
  const save = await api.call(r.saveDueDiligence, { token: a.form, record: COMPLETE_RECORD, elements });
  if (save.status !== 200) throw new Error(`save failed: ${JSON.stringify(save.body)}`);
  const sent = await api.call(r.submitReport, { token: a.form });
  if (sent.status !== 200) throw new Error(`submit failed: ${JSON.stringify(sent.body)}`);
  return eva;
}
const upload = (a: { id: string; docs: string }, docType: string, element = '') =>
  uploadAs(
    api,
    {
      token: a.docs,
      doc_type: docType,
      content: '',
      due_diligence_id: a.id,
      ...(element ? { dueDiligenceElement: element } : {}),
    },
    { name: `${docType}.pdf`, data: PDF_BYTES },
  );

t.test(
  'approve with missing and rejected documents: refused until each is named, then recorded in the audit trail and the history',
  async (t) => {
    const a = await dd();
    const eva = (await submitted(a, true))!;
    t.equal((await upload(a, 'certofinc')).status, 200);
    const passport = await upload(a, 'certified_true_copy_of_passport', eva);
    t.equal(
      (
        await api.call(
          r.setDocumentState,
          { id: passport.body.file.id, status: 'rejected', comment: 'Not certified' },
          checker.token,
        )
      ).status,
      200,
    );
    const expected = [
      ...NO_DOCUMENTS_ACK.filter((n) => n !== 'Certificate of Incorporation'),
      'Certified True Copy of Passport for Eva Smit',
      'Proof of Address for Eva Smit',
    ];

    const bare = await approve(a.id, checker.token);
    t.equal(bare.status, 409, 'no acknowledgement');
    t.equal(bare.body.message, M.acknowledgeDocuments(expected), 'the message names every document');
    t.same(bare.body.missing_documents, expected);
    t.match(bare.body.errors, [{ field: 'acknowledge_documents' }]);
    t.equal(
      (await approve(a.id, checker.token, { acknowledge_documents: expected.slice(1) })).status,
      409,
      'one left out',
    );
    t.equal(
      (
        await approve(a.id, checker.token, {
          acknowledge_documents: [...expected, 'Proof of Address for Someone Else'],
        })
      ).status,
      409,
      'one too many',
    );
    t.equal(
      (await approve(a.id, checker.token, { acknowledge_documents: expected.map((n) => n.toUpperCase()) })).status,
      409,
      'names as listed, not approximately',
    );
    t.equal((await approve(a.id, checker.token, { acknowledge_documents: 'all' })).status, 400, 'a list, by contract');
    t.equal(
      (await approve(a.id, maker.token, { acknowledge_documents: expected })).status,
      403,
      'an account manager may not approve',
    );
    t.equal(
      (await approve(a.id, other.checker.token, { acknowledge_documents: expected })).status,
      404,
      'another organisation does not see the record',
    );
    t.equal(
      (await api.call(r.getDueDiligence, { id: a.id }, checker.token)).body.dueDiligence.status,
      'submitted',
      'nothing changed',
    );

    const ok = await approve(a.id, checker.token, {
      acknowledge_documents: [...expected].reverse(),
      comment: 'Originals seen at the meeting',
    });
    t.equal(ok.status, 200, 'every one named, in any order');
    t.equal(ok.body.dueDiligence.status, 'approved');
    const entry = ok.body.dueDiligence.comments.at(-1);
    t.equal(entry.comment, 'Originals seen at the meeting');
    t.same(
      entry.acknowledged_documents.map((d: { name: string }) => d.name),
      expected,
      'the history names them',
    );
    t.match(
      entry.acknowledged_documents.find((d: { name: string }) => d.name.startsWith('Certified True Copy')),
      { status: 'rejected' },
    );
    t.match(
      entry.acknowledged_documents.find((d: { name: string }) => d.name.startsWith('Proof of Address')),
      { status: 'none' },
    );
    const [audit] = await sql(
      `select actor_id, details from core_audit_event where object_id = ? and action = 'due_diligence.approved'`,
      [a.id],
    );
    t.equal(audit.actor_id, checker.id);
    t.same(
      audit.details.acknowledged_documents,
      entry.acknowledged_documents,
      'the audit trail records the acknowledged list',
    );
    t.same(
      (await api.call(r.getDueDiligence, { id: a.id }, org.auditor.token)).body.dueDiligence.comments.at(-1)
        .acknowledged_documents,
      entry.acknowledged_documents,
      'read-only roles see it in the history',
    );
  },
);

t.test('without a comment the history says what happened; rejecting needs no acknowledgement', async (t) => {
  const a = await dd();
  await submitted(a);
  const ok = await approve(a.id, checker.token, { acknowledge_documents: NO_DOCUMENTS_ACK });
  t.equal(ok.status, 200);
  t.match(ok.body.dueDiligence.comments, [
    { comment: M.approvedWithout, acknowledged_documents: NO_DOCUMENTS_ACK.map((name) => ({ name, status: 'none' })) },
  ]);
  const b = await dd();
  await submitted(b);
  t.equal(
    (
      await api.call(
        r.setDueDiligenceState,
        { id: b.id, status: 'rejected', comment: 'Please upload the documents' },
        checker.token,
      )
    ).status,
    200,
  );
});

t.test('with every document uploaded the approval needs no acknowledgement and records none', async (t) => {
  const a = await dd();
  await submitted(a);
  for (const d of COMPANY_DOCUMENTS) t.equal((await upload(a, d.type)).status, 200, d.type);
  const ok = await approve(a.id, checker.token);
  t.equal(ok.status, 200);
  t.same(ok.body.dueDiligence.comments, []);
  const [audit] = await sql(
    `select details from core_audit_event where object_id = ? and action = 'due_diligence.approved'`,
    [a.id],
  );
  t.notOk(audit.details?.acknowledged_documents);
});

t.test(
  'allowed origins: each refused entry named with its reason, normalised as browsers send them, per organisation, administrators only',
  async (t) => {
    const bad = await api.call(
      r.saveSettings,
      {
        cors_origins: [
          'https://ok.example',
          'https://partner.example/onboarding',
          'partner.example',
          'https://*.partner.example',
          'ftp://files.example',
          ' ',
        ],
      },
      org.admin.token,
    );
    t.equal(bad.status, 400);
    t.equal(bad.body.message, M.originInvalid);
    t.same(
      bad.body.errors.map((e: { field: string }) => e.field),
      ['cors_origins.1', 'cors_origins.2', 'cors_origins.3', 'cors_origins.4', 'cors_origins.5'],
    );
    t.match(bad.body.errors[0].message, /no path, query or fragment; use https:\/\/partner\.example$/);
    t.match(bad.body.errors[1].message, /is not an origin/);
    t.match(bad.body.errors[2].message, /wildcards/);
    t.match(bad.body.errors[3].message, /only http:\/\/ and https:\/\//);
    t.same((await api.call(r.getSettings, {}, checker.token)).body.cors_origins, [], 'nothing stored on error');

    const saved = await api.call(
      r.saveSettings,
      { cors_origins: ['HTTPS://Partner.Example:443/', 'https://partner.example', 'http://127.0.0.1:8080'] },
      org.admin.token,
    );
    t.equal(saved.status, 200);
    t.same(
      saved.body.settings.cors_origins,
      ['https://partner.example', 'http://127.0.0.1:8080'],
      'lower-case, no default port or slash, no duplicates',
    );
    t.equal(
      (await api.call(r.saveSettings, { cors_origins: ['https://mine.example'] }, org.maker.token)).status,
      403,
      'administrators only',
    );
    t.equal(
      (await api.call(r.saveSettings, { cors_origins: ['https://mine.example'] }, org.supervisor.token)).status,
      403,
    );
    t.same(
      (await api.call(r.getSettings, {}, other.checker.token)).body.cors_origins,
      [],
      'another organisation keeps its own list',
    );
    t.equal((await api.call(r.saveSettings, { cors_origins: [] }, other.admin.token)).status, 200);
    t.same(
      (await api.call(r.getSettings, {}, checker.token)).body.cors_origins,
      ['https://partner.example', 'http://127.0.0.1:8080'],
      'and does not touch ours',
    );
    const [audit] = await sql(
      `select after from core_audit_event where actor_id = ? and action = 'due_diligence.settings_saved' order by position desc limit 1`,
      [org.admin.id],
    );
    t.same(audit.after.cors_origins, ['https://partner.example', 'http://127.0.0.1:8080'], 'audited');
  },
);
