import { verifyAuditChain } from '@app/core/server';
import { buildTestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { dossierServerPlugin } from '@app/plugin-dossier/server';
import { screeningServerPlugin } from '@app/plugin-screening/server';
import { workflowServerPlugin } from '@app/plugin-workflow/server';
import { approvedCorporate, team } from '@app/plugin-dossier/server/test-helpers';
import { usersRoutes } from '@app/plugin-auth/shared';
import { routePath } from '@app/core/shared';
import t from 'tap';
import { DD_MESSAGES as M, ddRoutes as r } from '../shared/index.ts';
import { newDd } from './dd.test-helpers.ts';
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
const orgId = async (token: string) => (await api.call(usersRoutes.getUser, {}, token)).body.organization._id as string;
const [mine, theirs] = [await orgId(org.maker.token), await orgId(other.maker.token)];
const dd = async (tm: typeof org) =>
  newDd(
    api,
    tm.maker.token,
    await approvedCorporate(api, tm, `Origin Client ${Math.random().toString(36).slice(2, 7)} BV`),
  );
const events = async (organization: string, linkId?: string) =>
  (
    await api.orm.em
      .fork()
      .execute<{ action: string; ip: string; object_id: string; details: Record<string, unknown> }[]>(
        `select action, ip, object_id, details from core_audit_event where organization = ? and action like 'due_diligence.link_%' order by position`,
        [organization],
      )
  ).filter((e) => !linkId || e.details.link_id === linkId);
const originRefusals = async (organization: string) =>
  (await events(organization)).filter((e) => e.details.reason === 'origin');

t.test("a call refused for its origin is audited in the link's organisation, then answers 403", async (t) => {
  t.equal((await api.call(r.saveSettings, { cors_origins: ['https://partner.example'] }, org.admin.token)).status, 200);
  const a = await dd(org);
  const refused = await api.call(r.dueDiligenceInfo, { token: a.form }, null, {
    origin: 'https://evil.example',
    'user-agent': 'EvilBrowser/1.0',
  });
  t.equal(refused.status, 403);
  t.equal(refused.body.message, M.originRefused);
  const [event, ...more] = await originRefusals(mine);
  t.equal(more.length, 0, 'one event for one refused call');
  t.match(event, {
    action: 'due_diligence.link_refused',
    ip: '127.0.0.1',
    object_id: a.id,
    details: {
      reason: 'origin',
      origin: 'https://evil.example',
      path: routePath(r.dueDiligenceInfo),
      call: String,
      kind: 'form',
      user_agent: 'EvilBrowser/1.0',
    },
  });
  t.equal((await originRefusals(theirs)).length, 0, "not in another organisation's trail");

  const allowed = await api.call(r.dueDiligenceInfo, { token: a.form }, null, { origin: 'https://partner.example' });
  t.equal(allowed.status, 200, 'a listed origin is served');
  t.equal(
    (await api.call(r.dueDiligenceInfo, { token: a.form }, null)).status,
    200,
    "no Origin (the product's own page)",
  );
  t.equal((await originRefusals(mine)).length, 1, 'served calls are no origin refusals');
  t.ok((await verifyAuditChain(api.orm.em.fork(), mine)).ok, 'the hash chain still verifies');
});

t.test("the partner of one organisation using another's link: audited for the link's organisation", async (t) => {
  const b = await dd(other);
  const before = (await originRefusals(theirs)).length;
  const res = await api.call(r.dueDiligenceInfo, { token: b.docs }, null, { origin: 'https://partner.example' });
  t.equal(res.status, 403);
  const after = await originRefusals(theirs);
  t.equal(after.length, before + 1);
  t.match(after.at(-1), { object_id: b.id, details: { origin: 'https://partner.example', kind: 'documents' } });
  t.notOk(
    (await events(mine)).some((e) => e.object_id === b.id),
    "nothing of it in the partner's organisation",
  );
  t.equal(
    (await api.call(r.dueDiligenceInfo, { token: 'not-a-link' }, null, { origin: 'https://evil.example' })).status,
    404,
    "an unknown token is no organisation's: 404",
  );
});
