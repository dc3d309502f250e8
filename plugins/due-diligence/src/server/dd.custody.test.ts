import { buildTestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { dossierServerPlugin } from '@app/plugin-dossier/server';
import { screeningServerPlugin } from '@app/plugin-screening/server';
import { workflowServerPlugin } from '@app/plugin-workflow/server';
import { approvedCorporate, team } from '@app/plugin-dossier/server/test-helpers';
import { workflowRoutes } from '@app/plugin-workflow/shared';
import t from 'tap';
import { DD_MESSAGES as M, ddRoutes as r } from '../shared/index.ts';
import { COMPLETE_RECORD, NO_DOCUMENTS_ACK, PDF_BYTES, newDd, uploadAs } from './dd.test-helpers.ts';
import { dueDiligenceServerPlugin } from './index.ts';

// ADR 0063: tokens only to those who send links; who revealed or used a link does not approve what came through it.
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
// supervisor (DATA_PROCESSOR) may both create and approve due diligence; checker (COMPLIANCE_OFFICER) only approves.
const { maker, checker, supervisor, auditor, client, admin } = org;
const dd = async () =>
  newDd(api, maker.token, await approvedCorporate(api, org, `DD Custody ${Math.random().toString(36).slice(2, 7)} BV`));
const sql = (q: string, params: unknown[] = []) => api.orm.em.fork().getConnection().execute(q, params);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const UA = 'Mozilla/5.0 (X11; Linux x86_64) ClientBrowser/1.0';

/** Fills and submits the form through the link, as the client (or a signed-in staff member) would. */
async function submitted(a: { form: string }, headers: Record<string, string> = {}) {
  const els = (await api.call(r.dueDiligenceInfo, { token: a.form }, null, headers)).body.elements as { _id: string }[];
  const save = await api.call(
    r.saveDueDiligence,
    { token: a.form, record: COMPLETE_RECORD, elements: els.map((e) => ({ _id: e._id, is_relevant: 'NO' })) },
    null,
    headers,
  );
  if (save.status !== 200) throw new Error(`save failed: ${JSON.stringify(save.body)}`);
  const sent = await api.call(r.submitReport, { token: a.form }, null, headers);
  if (sent.status !== 200) throw new Error(`submit failed: ${JSON.stringify(sent.body)}`);
}
/** Approval naming the documents it goes without (ADR 0073): by default all eleven company documents. */
const approve = (id: string, token: string, without = NO_DOCUMENTS_ACK) =>
  api.call(r.setDueDiligenceState, { id, status: 'approved', acknowledge_documents: without }, token);
type Revealed = { occurred_at: string; details: { via: string; kind: string } };
const revealed = async (id: string, userId: string) =>
  (await sql(
    `select occurred_at, details from core_audit_event where object_id = ? and action = 'due_diligence.link_revealed' and actor_id = ? order by position`,
    [id, userId],
  )) as Revealed[];

t.test(
  'list: read-only roles see that a link exists, without its token; creators get tokens, remembered once',
  async (t) => {
    const a = await dd();
    for (const [name, who] of [
      ['auditor', auditor],
      ['client', client],
      ['checker', checker],
    ] as const) {
      const res = await api.call(r.listDueDiligence, { company_id: a.companyId }, who.token);
      t.equal(res.status, 200, name);
      const item = res.body.dueDiligence[0];
      t.match(item, { _id: a.id, access_link_token: null, access_link_documents_token: null }, `${name}: no tokens`);
      t.match(
        item.links.form,
        { state: 'active', token: null, url: null, expires_at: /^\d{4}-/ },
        `${name}: the form link exists`,
      );
      t.match(item.links.documents, { state: 'active', token: null, url: null }, `${name}: the documents link exists`);
      t.match(
        (await api.call(r.getDueDiligence, { id: a.id }, who.token)).body.links.form,
        { state: 'active', token: null },
        `${name}: review screen without token`,
      );
    }
    t.same(await revealed(a.id, checker.id), [], 'nothing handed to the checker');

    const first = await api.call(r.listDueDiligence, { company_id: a.companyId }, supervisor.token);
    t.match(
      first.body.dueDiligence[0],
      { access_link_token: a.form, access_link_documents_token: a.docs },
      'a creator gets both tokens',
    );
    t.match(first.body.dueDiligence[0].links.form, { token: a.form, url: new RegExp(`\\?token=${a.form}$`) });
    await api.call(r.listDueDiligence, { company_id: a.companyId }, supervisor.token);
    const events = await revealed(a.id, supervisor.id);
    t.equal(events.length, 2, 'one audit event per link on its first hand-out, not per list');
    t.same(events.map((e) => [e.details.via, e.details.kind]).sort(), [
      ['list', 'documents'],
      ['list', 'form'],
    ]);
    t.match(await approve(a.id, supervisor.token), { status: 409 }, 'not submitted yet: the status rule first');
    const [{ n }] = await sql(
      `select count(*)::int as n from due_diligence_link_custody where due_diligence_id = ? and user_id = ? and action = 'revealed'`,
      [a.id, supervisor.id],
    );
    t.equal(n, 2, 'custody remembered per link');
    t.ok((await revealed(a.id, maker.id)).length >= 2, 'the creator holds the links from the create answer on');
  },
);

t.test(
  'reveal-link: creators only, audited with who and when; another organisation 404; a dead link 409',
  async (t) => {
    const a = await dd();
    for (const who of [auditor, client, checker])
      t.equal((await api.call(r.revealLink, { id: a.id, kind: 'form' }, who.token)).status, 403);
    t.equal((await api.call(r.revealLink, { id: a.id, kind: 'form' })).status, 401);
    t.equal(
      (await api.call(r.revealLink, { id: a.id, kind: 'form' }, other.maker.token)).status,
      404,
      'another organisation',
    );
    t.equal((await api.call(r.revealLink, { id: a.id, kind: 'form', extra: 1 }, maker.token)).status, 400);
    const before = Date.now();
    const res = await api.call(r.revealLink, { id: a.id, kind: 'documents' }, supervisor.token);
    t.equal(res.status, 200);
    t.equal(res.body.message, M.linkRevealed);
    t.match(res.body.link, { state: 'active', token: a.docs, url: /\/fill-due-diligence-docs\/\?token=/ });
    const [event] = await revealed(a.id, supervisor.id);
    t.match(event.details, { kind: 'documents', via: 'reveal' });
    t.ok(new Date(event.occurred_at).getTime() >= before - 1000, 'when');
    await api.call(r.revealLink, { id: a.id, kind: 'documents' }, supervisor.token);
    t.equal((await revealed(a.id, supervisor.id)).length, 2, 'every explicit reveal is audited');

    await api.call(r.revokeLink, { id: a.id, kind: 'form' }, maker.token);
    const dead = await api.call(r.revealLink, { id: a.id, kind: 'form' }, maker.token);
    t.equal(dead.status, 409);
    t.equal(dead.body.message, M.linkNotActive);
    const again = await api.call(r.reissueLink, { id: a.id, kind: 'form' }, maker.token);
    t.match(again.body.link, { state: 'active', token: /^[\w-]{43}$/ }, 'a creator who re-issues gets the new token');
    t.ok(
      (await revealed(a.id, maker.id)).some((e) => e.details.via === 'reissue'),
      'and holds it',
    );
  },
);

t.test(
  'four-eyes: who revealed the link approves neither the record nor its documents; rejecting stays open',
  async (t) => {
    const a = await dd();
    const up = await uploadAs(
      api,
      { token: a.docs, doc_type: 'certofinc', content: '', due_diligence_id: a.id },
      { name: 'inc.pdf', data: PDF_BYTES },
    );
    const other = await uploadAs(
      api,
      { token: a.docs, doc_type: 'privacy_policy', content: '', due_diligence_id: a.id },
      { name: 'policy.pdf', data: PDF_BYTES },
    );
    await submitted(a);
    await api.call(r.revealLink, { id: a.id, kind: 'form' }, supervisor.token);
    t.equal(
      (await api.call(r.getDueDiligence, { id: a.id }, supervisor.token)).body.access.involved,
      true,
      'the review screen says so',
    );
    t.equal((await api.call(r.getDueDiligence, { id: a.id }, checker.token)).body.access.involved, false);

    const refused = await approve(a.id, supervisor.token);
    t.equal(refused.status, 403);
    t.equal(refused.body.message, M.linkFourEyes);
    const doc = await api.call(r.setDocumentState, { id: up.body.file.id, status: 'approved' }, supervisor.token);
    t.equal(doc.status, 403, 'nor a document of the record');
    t.equal(doc.body.message, M.linkFourEyes);
    t.equal(
      (
        await api.call(
          r.setDocumentState,
          { id: other.body.file.id, status: 'rejected', comment: 'Not signed' },
          supervisor.token,
        )
      ).status,
      200,
      'rejecting a document stays allowed',
    );
    t.equal(
      (await api.call(r.getDueDiligence, { id: a.id }, checker.token)).body.dueDiligence.status,
      'submitted',
      'nothing changed',
    );

    t.equal(
      (await api.call(r.setDocumentState, { id: up.body.file.id, status: 'approved' }, checker.token)).status,
      200,
      'a colleague approves the document',
    );
    const ok = await approve(
      a.id,
      checker.token,
      NO_DOCUMENTS_ACK.filter((n) => n !== 'Certificate of Incorporation'),
    );
    t.equal(ok.status, 200, 'and the record (without the rest, the rejected policy among them)');
    t.equal(ok.body.dueDiligence.status, 'approved');

    const b = await dd();
    await submitted(b);
    await api.call(r.revealLink, { id: b.id, kind: 'documents' }, supervisor.token);
    const rejected = await api.call(
      r.setDueDiligenceState,
      { id: b.id, status: 'rejected', comment: 'Signature missing' },
      supervisor.token,
    );
    t.equal(rejected.status, 200, 'the revealer may reject');
  },
);

t.test(
  'a staff member who used the link while signed in cannot approve; link submissions keep address and browser',
  async (t) => {
    const a = await dd();
    await submitted(a, { ...bearer(supervisor.token), 'user-agent': UA });
    const refused = await approve(a.id, supervisor.token);
    t.equal(refused.status, 403, 'submitted through the link while signed in');
    t.equal(refused.body.message, M.linkFourEyes);
    const [use] = await sql(
      `select via from due_diligence_link_custody where due_diligence_id = ? and user_id = ? and action = 'used'`,
      [a.id, supervisor.id],
    );
    t.ok(use, 'the use is remembered');
    const [audit] = await sql(
      `select ip, details from core_audit_event where object_id = ? and action = 'due_diligence.submitted'`,
      [a.id],
    );
    t.match(
      audit,
      { ip: /\S/, details: { user_agent: UA, signed_in_user: supervisor.id } },
      'the submit is audited with browser and session',
    );
    const [saved] = await sql(
      `select details from core_audit_event where object_id = ? and action = 'due_diligence.saved'`,
      [a.id],
    );
    t.match(saved.details, { user_agent: UA, signed_in_user: supervisor.id });

    const staff = (await api.call(r.getDueDiligence, { id: a.id }, checker.token)).body;
    t.match(
      staff.dueDiligence,
      { submitted_at: /^\d{4}-/, submitted_ip: /\S/, submitted_user_agent: UA },
      'the reviewer sees where the submit came from',
    );
    t.equal(
      (await api.call(r.getRecord, { id: a.id }, checker.token)).body.dueDiligenceRecord.submitted_user_agent,
      UA,
    );
    const holder = (await api.call(r.dueDiligenceInfo, { token: a.form })).body;
    t.match(
      holder.dueDiligence,
      { submitted_at: /^\d{4}-/, submitted_ip: null, submitted_user_agent: null },
      'the link holder does not',
    );

    const up = await uploadAs(
      api,
      { token: a.docs, doc_type: 'certofinc', content: '', due_diligence_id: a.id },
      { name: 'inc.pdf', data: PDF_BYTES },
      { 'user-agent': UA },
    );
    t.equal(up.status, 200);
    t.equal(up.body.file.uploaded_user_agent, null, 'not echoed to the link holder');
    const doc = (await api.call(r.getDueDiligence, { id: a.id }, checker.token)).body.docs.find(
      (d: { id: string }) => d.id === up.body.file.id,
    );
    t.match(doc, { uploaded_ip: /\S/, uploaded_user_agent: UA }, 'uploads keep them too');

    const b = await dd();
    await api.call(r.checkAccessToken, { token: b.docs }, null, bearer(checker.token));
    await submitted(b);
    t.equal(
      (await approve(b.id, checker.token)).body.message,
      M.linkFourEyes,
      'only opening the documents link while signed in is a use',
    );
    t.equal((await approve(b.id, supervisor.token)).status, 200, 'a colleague who did neither approves');
    t.equal(
      (await api.call(r.checkAccessToken, { token: b.form }, null, { authorization: 'Bearer not-a-session' })).status,
      200,
      'an invalid session is no use by anyone',
    );
  },
);

t.test('with four-eyes relaxed by the administrator, the revealer may approve', async (t) => {
  const a = await dd();
  await submitted(a);
  await api.call(r.revealLink, { id: a.id, kind: 'form' }, supervisor.token);
  t.equal((await approve(a.id, supervisor.token)).status, 403);
  t.equal((await api.call(workflowRoutes.saveWorkflowSettings, { four_eyes: false }, admin.token)).status, 200);
  t.teardown(async () => void (await api.call(workflowRoutes.saveWorkflowSettings, { four_eyes: true }, admin.token)));
  const ok = await approve(a.id, supervisor.token);
  t.equal(ok.status, 200);
  const [audit] = await sql(
    `select details from core_audit_event where object_id = ? and action = 'due_diligence.approved'`,
    [a.id],
  );
  t.match(audit.details, { link_custodian: true }, 'the audit trail says the approver held the link');
});
