import { buildTestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { dossierServerPlugin } from '@app/plugin-dossier/server';
import { screeningServerPlugin } from '@app/plugin-screening/server';
import { workflowServerPlugin } from '@app/plugin-workflow/server';
import { approvedCorporate, team } from '@app/plugin-dossier/server/test-helpers';
import { dossierRoutes } from '@app/plugin-dossier/shared';
import { workflowRoutes } from '@app/plugin-workflow/shared';
import t from 'tap';
import { DD_MESSAGES as M, ddRoutes as r, VALUE_MESSAGES } from '../shared/index.ts';
import { COMPLETE_RECORD, NO_DOCUMENTS_ACK, PDF_BYTES, newDd, uploadAs } from './dd.test-helpers.ts';
import { dueDiligenceServerPlugin } from './index.ts';

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
const { maker, checker, auditor, client } = org;
const dd = async (t: Awaited<ReturnType<typeof team>>) =>
  newDd(api, t.maker.token, await approvedCorporate(api, t, `DD Client ${Math.random().toString(36).slice(2, 7)} BV`));
const sql = (q: string, params: unknown[] = []) => api.orm.em.fork().getConnection().execute(q, params);
const info = (token: string) => api.call(r.dueDiligenceInfo, { token });

t.test('create: label rule, corporate only, who may, other organisation', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Label Test BV');
  for (const label of ['', '  ', 'ab', ' a ']) {
    const res = await api.call(r.createDueDiligence, { company_id: companyId, label }, maker.token);
    t.equal(res.status, 400, `label ${JSON.stringify(label)}`);
    t.equal(res.body.message, M.labelRule);
    t.match(res.body.errors, [{ field: 'label', message: M.labelRule }]);
  }
  t.equal((await api.call(r.listDueDiligence, { company_id: companyId }, maker.token)).body.count, 0, 'nothing stored');
  t.equal((await api.call(r.createDueDiligence, { company_id: companyId, label: 'Onboarding' })).status, 401);
  for (const who of [auditor, client, checker])
    t.equal(
      (await api.call(r.createDueDiligence, { company_id: companyId, label: 'Onboarding' }, who.token)).status,
      403,
    );
  t.equal(
    (await api.call(r.createDueDiligence, { company_id: companyId, label: 'Onboarding' }, other.maker.token)).status,
    404,
    'another organisation',
  );
  t.equal(
    (await api.call(r.createDueDiligence, { company_id: companyId, label: 'Onboarding', extra: 1 }, maker.token))
      .status,
    400,
  );
  const holder = await api.call(
    dossierRoutes.createCompany,
    { company_type: 'account_holder', first_name: 'Jane', last_name: 'Doe', account_holder_type: 'bank' },
    maker.token,
  );
  await api.call(workflowRoutes.approveChange, { id: holder.body.change_id }, checker.token);
  const ah = await api.call(
    r.createDueDiligence,
    { company_id: holder.body.company._id, label: 'Onboarding' },
    maker.token,
  );
  t.equal(ah.status, 400);
  t.equal(ah.body.message, M.corporateOnly);

  const res = await api.call(r.createDueDiligence, { company_id: companyId, label: '  Onboarding 2026 ' }, maker.token);
  t.equal(res.status, 200);
  t.equal(res.body.message, M.recordAdded);
  t.match(res.body.dueDiligence, {
    comment: 'Onboarding 2026',
    status: 'created',
    company_type: 'corporate',
    changesCount: 0,
    access_link_token: /^[\w-]{43}$/,
    access_link_documents_token: /^[\w-]{43}$/,
  });
  t.match(res.body.dueDiligence.links.form, { state: 'active', url: /\/fill-due-diligence\/\?token=/ });
  const days = (Date.parse(res.body.dueDiligence.links.form.expires_at) - Date.now()) / 86_400_000;
  t.ok(days > 29.9 && days <= 30, 'default expiry 30 days');
  const list = await api.call(r.listDueDiligence, { company_id: companyId }, auditor.token);
  t.equal(list.status, 200, 'view_due_diligence may list');
  t.equal(list.body.count, 1);
  t.equal((await api.call(r.listDueDiligence, { company_id: companyId }, other.maker.token)).status, 404);
  t.equal(
    (await api.call(r.getDueDiligence, { id: res.body.dueDiligence._id }, other.maker.token)).status,
    404,
    'other tenant by id',
  );
  t.equal((await api.call(r.getDueDiligence, { id: res.body.dueDiligence._id })).status, 401);
});

t.test('check-access-token: the holder is a limited user of one record; bad, expired, revoked', async (t) => {
  const a = await dd(org);
  const b = await dd(org);
  const ok = await api.call(r.checkAccessToken, { token: a.form });
  t.equal(ok.status, 200);
  t.match(ok.body.user, { limited: true, kind: 'form', due_diligence_id: a.id });
  t.equal((await api.call(r.checkAccessToken, { token: a.docs })).body.user.kind, 'documents');
  const bad = await api.call(r.checkAccessToken, { token: 'not-a-token' });
  t.equal(bad.status, 404);
  t.equal(bad.body.message, M.linkInvalid);
  t.equal(
    (await api.call(r.checkAccessToken, { token: 'x'.repeat(500) })).status,
    400,
    'oversized token refused before lookup',
  );
  t.equal(
    (await api.call(r.dueDiligenceInfo, { token: a.form, id: b.id })).status,
    404,
    'a token never reveals another record',
  );
  const infoA = await info(a.form);
  t.equal(infoA.status, 200);
  t.equal(infoA.body.dueDiligence._id, a.id);
  t.match(infoA.body.access, { viewer: 'client', link: 'form', can_edit: true, can_upload: true });
  t.notOk(infoA.body.links, 'tokens of the record are not shown to the client');
  t.equal((await api.call(r.dueDiligenceInfo, { token: a.docs })).status, 403, 'documents link does not open the form');
  t.equal((await api.call(r.dueDiligenceDocInfo, { token: a.docs })).status, 200);

  await sql(`update due_diligence_link set expires_at = now() - interval '1 minute' where token = ?`, [a.docs]);
  const expired = await api.call(r.dueDiligenceDocInfo, { token: a.docs });
  t.equal(expired.status, 410);
  t.equal(expired.body.message, M.linkExpired);
  t.equal(expired.body.reason, 'expired');

  const revoke = await api.call(r.revokeLink, { id: a.id, kind: 'form' }, maker.token);
  t.equal(revoke.status, 200);
  t.equal(revoke.body.link.state, 'revoked');
  const revoked = await api.call(r.checkAccessToken, { token: a.form });
  t.equal(revoked.status, 410);
  t.equal(revoked.body.reason, 'revoked');
  t.equal((await api.call(r.revokeLink, { id: a.id, kind: 'form' }, auditor.token)).status, 403);
  t.equal((await api.call(r.reissueLink, { id: a.id, kind: 'form' }, other.maker.token)).status, 404);
  const again = await api.call(r.reissueLink, { id: a.id, kind: 'form', days: 2 }, maker.token);
  t.equal(again.status, 200);
  t.not(again.body.link.token, a.form);
  t.ok(Date.parse(again.body.link.expires_at) - Date.now() < 2 * 86_400_000 + 1000, 'configurable expiry');
  t.equal((await api.call(r.checkAccessToken, { token: again.body.link.token })).status, 200);
  t.equal((await api.call(r.checkAccessToken, { token: a.form })).status, 410, 'the old token stays dead');
  const staffView = await api.call(r.getDueDiligence, { id: a.id }, maker.token);
  t.match(staffView.body.links.form, { state: 'active', token: null }, 'the review screen carries no token (ADR 0063)');
  t.equal(
    (await api.call(r.revealLink, { id: a.id, kind: 'form' }, maker.token)).body.link.token,
    again.body.link.token,
  );

  const [{ used }] = await sql(
    `select count(*)::int as used from core_audit_event where object_id = ? and action = 'due_diligence.link_used'`,
    [a.id],
  );
  const [{ refused }] = await sql(
    `select count(*)::int as refused from core_audit_event where object_id = ? and action = 'due_diligence.link_refused'`,
    [a.id],
  );
  t.ok(used >= 4, `every use is audited (${used})`);
  t.ok(refused >= 2, `refused uses too (${refused})`);
  const kinds = await sql(
    `select action from core_audit_event where object_id = ? and action in ('due_diligence.link_revoked', 'due_diligence.link_issued')`,
    [a.id],
  );
  t.equal(kinds.length, 2, 'revoke and re-issue audited');
});

t.test('save by the client: changed fields only, validated, nothing stored on error', async (t) => {
  const a = await dd(org);
  const b = await dd(org);
  const company = (await info(a.form)).body.elements[0];
  t.match(company, { type: 'company', due_diligense_id: a.id });
  t.match(company.company_name, /^DD Client/);
  const bad = await api.call(r.saveDueDiligence, {
    token: a.form,
    record: { peps_present: 'MAYBE', date_when_signed: '2026-02-30', compliance_officer_email: 'nope' },
  });
  t.equal(bad.status, 400);
  t.same(
    bad.body.errors.map((e: { field: string }) => e.field),
    ['record.peps_present', 'record.date_when_signed', 'record.compliance_officer_email'],
  );
  t.equal(bad.body.errors[0].message, VALUE_MESSAGES.yesNo);
  t.equal(
    (await api.call(r.saveDueDiligence, { token: a.form, record: { nope: 'x' } })).status,
    400,
    'unknown record field',
  );
  t.equal(
    (await api.call(r.saveDueDiligence, { token: a.form, elements: [{ _id: company._id, full_name: 'x' }] })).status,
    400,
    'field of another element type',
  );
  const bEl = (await info(b.form)).body.elements[0];
  t.equal(
    (await api.call(r.saveDueDiligence, { token: a.form, elements: [{ _id: bEl._id, trading_name: 'x' }] })).status,
    404,
    'element of another record',
  );
  t.equal(
    (await api.call(r.saveDueDiligence, { token: a.docs, record: { position: 'CEO' } })).status,
    403,
    'documents link cannot save the form',
  );
  t.equal((await info(a.form)).body.dueDiligence.status, 'created', 'nothing stored');

  const ok = await api.call(r.saveDueDiligence, {
    token: a.form,
    record: {
      peps_present: 'YES',
      peps_present_details: '{"ops":[{"insert":"Uncle is a minister\\n"}]}',
      position: '  CEO ',
    },
    elements: [{ _id: company._id, trading_name: 'Acme', amount_of_shares_holding: '12.5' }],
  });
  t.equal(ok.status, 400, 'amount is not a company field');
  const ok2 = await api.call(r.saveDueDiligence, {
    token: a.form,
    record: { peps_present: 'YES', position: '  CEO ' },
    elements: [{ _id: company._id, trading_name: 'Acme' }],
  });
  t.equal(ok2.status, 200);
  t.equal(ok2.body.message, M.saved);
  const after = (await info(a.form)).body;
  t.equal(after.dueDiligence.status, 'draft', 'first save makes a draft');
  t.equal(after.dueDiligence.position, 'CEO');
  t.equal(after.elements[0].trading_name, 'Acme');
  t.equal(after.elements[0].company_name, company.company_name, 'untouched fields stay');
  t.equal((await api.call(r.saveDueDiligence, { record: { position: 'x' } })).status, 401, 'no token, no session');
  t.equal(
    (await api.call(r.saveDueDiligence, { id: a.id, record: { position: 'x' } }, client.token)).status,
    403,
    'client role has no update_due_diligence',
  );
});

t.test('add-element and submit: required fields, relevance NO skips, read-only after submit', async (t) => {
  const a = await dd(org);
  t.equal(
    (await api.call(r.addElement, { token: a.form, type: 'shareholder', name: '  ' })).body.message,
    M.nameRequired,
  );
  t.equal((await api.call(r.addElement, { token: a.form, type: 'company', name: 'Second' })).status, 400);
  t.equal((await api.call(r.addElement, { token: a.form, type: 'wizard', name: 'x' })).status, 400);
  const added = await api.call(r.addElement, { token: a.form, type: 'shareholder', name: 'Piet Pietersen' });
  t.equal(added.status, 200);
  t.equal(added.body.message, 'Successfully added new shareholder');
  t.match(added.body.element, { type: 'shareholder', full_name: 'Piet Pietersen' });
  const corp = await api.call(r.addElement, { token: a.form, type: 'corporate_shareholder', name: 'Holding BV' });
  t.equal(corp.body.element.company_name, 'Holding BV');

  const missing = await api.call(r.submitReport, { token: a.form });
  t.equal(missing.status, 400);
  t.equal(missing.body.message, M.missingFields);
  t.ok(
    missing.body.errors.some(
      (e: { field: string; message: string }) => e.field === 'record.filler_full_name' && e.message === M.fieldRequired,
    ),
  );
  t.ok(missing.body.errors.some((e: { field: string }) => e.field === `element.${added.body.element._id}.is_relevant`));
  const els = (await info(a.form)).body.elements;
  await api.call(r.saveDueDiligence, {
    token: a.form,
    record: { ...COMPLETE_RECORD, peps_present: 'YES' },
    elements: els.map((e: { _id: string }) => ({ _id: e._id, is_relevant: 'NO' })),
  });
  const details = await api.call(r.submitReport, { token: a.form });
  t.same(
    details.body.errors.map((e: { field: string }) => e.field),
    ['record.peps_present_details'],
    'details required when YES',
  );
  await api.call(r.saveDueDiligence, { token: a.form, record: { peps_present_details: '{"ops":[{"insert":"\\n"}]}' } });
  t.equal((await api.call(r.submitReport, { token: a.form })).status, 400, 'an empty rich text is not an answer');
  await api.call(r.saveDueDiligence, { token: a.form, record: { peps_present: 'NO' } });
  t.equal((await api.call(r.submitReport, { token: a.docs })).status, 403, 'documents link cannot submit');
  const sent = await api.call(r.submitReport, { token: a.form });
  t.equal(sent.status, 200);
  t.equal(sent.body.message, M.submitted);
  t.equal(sent.body.dueDiligence.status, 'submitted');
  t.equal(
    (await api.call(r.saveDueDiligence, { token: a.form, record: { position: 'Owner' } })).status,
    409,
    'no client edit after submit',
  );
  t.equal((await api.call(r.addElement, { token: a.form, type: 'director', name: 'Late' })).status, 409);
  t.equal((await api.call(r.submitReport, { token: a.form })).status, 409);
  t.equal((await info(a.form)).body.access.can_edit, false);
});

t.test('state: no approve of a draft, reject needs a reason, comments, approve final', async (t) => {
  const a = await dd(org);
  await api.call(r.saveDueDiligence, { token: a.form, record: { position: 'CEO' } });
  const draft = await api.call(r.setDueDiligenceState, { id: a.id, status: 'approved' }, checker.token);
  t.equal(draft.status, 409, 'no approve of a draft');
  t.equal(draft.body.message, M.onlySubmitted);
  const els = (await info(a.form)).body.elements;
  await api.call(r.saveDueDiligence, {
    token: a.form,
    record: COMPLETE_RECORD,
    elements: els.map((e: { _id: string }) => ({ _id: e._id, is_relevant: 'NO' })),
  });
  await api.call(r.submitReport, { token: a.form });
  t.equal(
    (await api.call(r.setDueDiligenceState, { id: a.id, status: 'approved' }, maker.token)).status,
    403,
    'account manager cannot approve',
  );
  t.equal((await api.call(r.setDueDiligenceState, { id: a.id, status: 'approved' }, other.checker.token)).status, 404);
  t.equal((await api.call(r.setDueDiligenceState, { id: a.id, status: 'deleted' }, checker.token)).status, 400);
  const noReason = await api.call(
    r.setDueDiligenceState,
    { id: a.id, status: 'rejected', comment: '   ' },
    checker.token,
  );
  t.equal(noReason.status, 400);
  t.equal(noReason.body.message, M.reasonRequired);
  const rejected = await api.call(
    r.setDueDiligenceState,
    { id: a.id, status: 'rejected', comment: 'Signature date is missing a day' },
    checker.token,
  );
  t.equal(rejected.status, 200);
  t.match(rejected.body.dueDiligence.comments, [{ comment: 'Signature date is missing a day', date: /^\d{4}-/ }]);
  t.equal(
    (await api.call(r.saveDueDiligence, { token: a.form, record: { date_when_signed: '2026-11-21' } })).status,
    200,
    'a rejected form is editable again',
  );
  t.equal((await api.call(r.submitReport, { token: a.form })).status, 200);
  const approved = await api.call(
    r.setDueDiligenceState,
    { id: a.id, status: 'approved', acknowledge_documents: NO_DOCUMENTS_ACK },
    checker.token,
  );
  t.equal(approved.body.dueDiligence.status, 'approved');
  t.equal(
    (await api.call(r.setDueDiligenceState, { id: a.id, status: 'rejected', comment: 'too late' }, checker.token))
      .status,
    409,
  );
  t.equal(
    (await api.call(r.saveDueDiligence, { token: a.form, record: { position: 'x' } })).status,
    409,
    'read-only for the client once approved',
  );
  const up = await uploadAs(
    api,
    { token: a.form, doc_type: 'certofinc', content: '', due_diligence_id: a.id },
    { name: 'late.pdf', data: PDF_BYTES },
  );
  t.equal(up.status, 409, 'no upload after approval');
  t.equal(up.body.message, M.approvedNoUpload);
  const list = await api.call(r.listDueDiligence, { company_id: a.companyId }, maker.token);
  t.equal(list.body.dueDiligence[0].status, 'approved');
});

t.test('staff Edit of an approved form goes through change requests; removal too', async (t) => {
  const a = await dd(org);
  const els = (await info(a.form)).body.elements;
  t.equal(
    (await api.call(r.saveDueDiligence, { id: a.id, record: { position: 'Chair' } }, maker.token)).status,
    409,
    'staff edit only on an approved form',
  );
  await api.call(r.saveDueDiligence, {
    token: a.form,
    record: COMPLETE_RECORD,
    elements: els.map((e: { _id: string }) => ({ _id: e._id, is_relevant: 'NO' })),
  });
  await api.call(r.submitReport, { token: a.form });
  await api.call(
    r.setDueDiligenceState,
    { id: a.id, status: 'approved', acknowledge_documents: NO_DOCUMENTS_ACK },
    checker.token,
  );
  const edit = await api.call(
    r.saveDueDiligence,
    { id: a.id, record: { position: 'Chair' }, elements: [{ _id: els[0]._id, trading_name: 'Acme Trading' }] },
    maker.token,
  );
  t.equal(edit.status, 200);
  t.equal(edit.body.change_ids.length, 2);
  const pending = (await api.call(r.getDueDiligence, { id: a.id }, maker.token)).body;
  t.equal(pending.dueDiligence.position, 'Director', 'approved value stays until approval');
  t.equal(pending.dueDiligence.new_values.position, 'Chair');
  t.equal(
    (await api.call(r.listDueDiligence, { company_id: a.companyId }, maker.token)).body.dueDiligence[0].changesCount,
    2,
  );
  const change = (await api.call(workflowRoutes.getNotification, { id: edit.body.change_ids[0] }, checker.token)).body
    .notification;
  t.equal(change.objectType, 'due_diligence_record');
  t.equal(change.due_diligence_record, a.id);
  for (const id of edit.body.change_ids)
    t.equal((await api.call(workflowRoutes.approveChange, { id }, checker.token)).status, 200);
  const done = (await api.call(r.getDueDiligence, { id: a.id }, maker.token)).body;
  t.equal(done.dueDiligence.position, 'Chair');
  t.equal(done.elements[0].trading_name, 'Acme Trading');
  const rec = await api.call(r.getRecord, { id: a.id, dependencies: 'true' }, auditor.token);
  t.equal(rec.body.dueDiligenceRecord.position, 'Chair');
  t.equal(rec.body.elements.length, 1);
  const el = await api.call(r.getElement, { id: els[0]._id, dependencies: 'true' }, auditor.token);
  t.match(el.body, {
    status: 'success',
    dueDiligenceElement: { trading_name: 'Acme Trading' },
    dueDiligence: { _id: a.id },
  });
  t.equal((await api.call(r.getElement, { id: els[0]._id }, other.maker.token)).body.message, M.noData);

  const add = await api.call(r.addElement, { id: a.id, type: 'director', name: 'New Director' }, maker.token);
  t.equal(add.status, 200);
  t.equal(add.body.element.pending_creation, true);
  await api.call(workflowRoutes.approveChange, { id: add.body.change_id }, checker.token);
  const withDirector = (await api.call(r.getDueDiligence, { id: a.id }, maker.token)).body.elements;
  t.match(
    withDirector.find((e: { type: string }) => e.type === 'director'),
    { full_name: 'New Director', pending_creation: false },
  );

  t.equal(
    (await api.call(workflowRoutes.deleteObject, { id: a.id, type: 'due_diligence_record' }, client.token)).status,
    403,
  );
  t.equal(
    (await api.call(workflowRoutes.deleteObject, { id: a.id, type: 'due_diligence_record' }, other.maker.token)).status,
    404,
  );
  const del = await api.call(workflowRoutes.deleteObject, { id: a.id, type: 'due_diligence_record' }, maker.token);
  t.equal(del.status, 200);
  const removal = (
    await api.call(
      workflowRoutes.listNotifications,
      { view: 'forConfirmation', company_id: a.companyId },
      checker.token,
    )
  ).body;
  const req = removal.notifications.find(
    (n: { objectType: string; actionType: string }) =>
      n.objectType === 'due_diligence_record' && n.actionType === 'remove',
  );
  t.ok(req, 'a remove action waits');
  if (req) await api.call(workflowRoutes.approveChange, { id: req._id }, checker.token);
  t.equal((await api.call(r.getDueDiligence, { id: a.id }, maker.token)).status, 404, 'removed after approval');
  t.equal((await info(a.form)).status, 404, 'its links lead nowhere');
});
