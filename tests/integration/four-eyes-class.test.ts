import type { AnyRoute } from '@app/core/shared';
import { adminApi } from '@app/plugin-admin/shared';
import { authApi, usersRoutes } from '@app/plugin-auth/shared';
import { backtestRoutes } from '@app/plugin-backtest/shared';
import { createMember, team } from '@app/plugin-dossier/server/test-helpers';
import { dossierRoutes as r } from '@app/plugin-dossier/shared';
import { ddRoutes } from '@app/plugin-due-diligence/shared';
import { fiuRoutes } from '@app/plugin-fiu/shared';
import { orderbookRoutes } from '@app/plugin-orderbook/shared';
import { screeningRoutes } from '@app/plugin-screening/shared';
import { supportRoutes } from '@app/plugin-support/shared';
import { tasksRoutes } from '@app/plugin-tasks/shared';
import {
  WORKFLOW_MESSAGES as WM,
  workflowRoutes as w,
  type FieldProposal,
  type Proposer,
} from '@app/plugin-workflow/shared';
import { buildServerTestApp } from '@app/server/testing';
import t, { type Test } from 'tap';
import { pendingOf, val, type Case, type Env } from './four-eyes-env.ts';
import { scenarios } from './four-eyes-scenarios.ts';

/**
 * The four-eyes rule by class (ADR 0062): every contract route that proposes a change through the
 * workflow engine (`proposes` in its contract) has a scenario in which a colleague extends a pending
 * change; neither of them may approve it, a third person's approval applies both proposals.
 */
const api = await buildServerTestApp(t);
const routes = [
  adminApi,
  authApi,
  screeningRoutes,
  r,
  w,
  fiuRoutes,
  backtestRoutes,
  orderbookRoutes,
  tasksRoutes,
  supportRoutes,
  ddRoutes,
]
  .flatMap((m) => Object.values(m))
  .filter((x) => typeof x === 'object' && x !== null && 'operationId' in x) as AnyRoute[];
const proposing = [...new Map(routes.filter((x) => x.proposes).map((x) => [x.operationId, x])).values()];

async function environment(): Promise<Env> {
  const org = await team(api);
  const organizationId = (await api.call(usersRoutes.getUser, {}, org.maker.token)).body.organization._id as string;
  return {
    api,
    org,
    organizationId,
    c: org.checker,
    a: await createMember(api, org.admin, 'DATA_PROCESSOR'),
    b: await createMember(api, org.admin, 'DATA_PROCESSOR'),
    officer: await createMember(api, org.admin, 'COMPLIANCE_OFFICER'),
  };
}
const env = await environment();
const approveAs = (id: string, token: string) => api.call(w.approveChange, { id }, token);
const notification = async (id: string) =>
  (await api.call(w.getNotification, { id }, env.c.token)).body.notification as {
    proposers: Proposer[];
    field_proposals: string;
    status: string;
  };
const refused = async (t: Test, id: string, token: string, who: string) => {
  const res = await approveAs(id, token);
  t.equal(res.status, 403, `${who} may not approve: ${JSON.stringify(res.body)}`);
  t.equal(res.body.message, WM.selfApproval, `${who}: the four-eyes message`);
};

t.test('every route marked `proposes` has a scenario, every scenario a marked route', async (t) => {
  t.ok(proposing.length >= 28, `${proposing.length} proposing routes`);
  t.same(
    proposing.filter((x) => x.proposes === 'removal').map((x) => x.operationId),
    ['deleteObject'],
    'the one removal route',
  );
  for (const route of proposing.filter((x) => x.proposes === 'change'))
    t.ok(scenarios[route.operationId], `${route.operationId} (${route.method} ${route.url}) has a four-eyes scenario`);
  for (const id of Object.keys(scenarios))
    t.ok(
      proposing.some((x) => x.operationId === id && x.proposes === 'change'),
      `scenario ${id} belongs to a route marked proposes: 'change'`,
    );
});

/** A proposes, B extends the same change; neither approves, nothing applied; C approves, both applied. */
async function extendThenDecide(t: Test, c: Case) {
  const B = c.extender ?? env.b;
  const id = await c.byA();
  if (!id) return t.fail('A made no change request');
  t.equal(await c.byB(), id, "B's proposal extended A's pending change request");
  const n = await notification(id);
  t.same(
    n.proposers.map((p) => p.user_id),
    [env.a.id, B.id],
    'GET notification/:id lists A then B as proposers',
  );
  t.ok(
    n.proposers.every((p) => p.user_name),
    'proposers carry their names',
  );
  if (c.overwritten) {
    const history = (JSON.parse(n.field_proposals) as Record<string, FieldProposal[]>)[c.overwritten.field] ?? [];
    t.ok(
      history.some((p) => p.user_id === env.a.id && JSON.stringify(p.new) === JSON.stringify(c.overwritten!.a)),
      `field_proposals keeps A's ${c.overwritten.field} = ${JSON.stringify(c.overwritten.a)}`,
    );
    t.ok(
      history.some((p) => p.user_id === B.id),
      `and B's later proposal of ${c.overwritten.field}`,
    );
  }
  const before = await c.read();
  for (const [k, v] of Object.entries(c.expected))
    if (!c.keeps?.includes(k)) t.notSame(before[k], v, `${k} is not applied while pending`);
  await refused(t, id, B.token, 'B (extended the change)');
  await refused(t, id, env.a.token, 'A (proposed the change)');
  t.same(await c.read(), before, 'the refused approvals applied nothing');
  t.equal((await notification(id)).status, 'pending', 'still pending');
  const ok = await approveAs(id, env.c.token);
  t.equal(ok.status, 200, `C approves: ${JSON.stringify(ok.body)}`);
  t.same(await c.read(), c.expected, "A's and B's values are applied");
}

for (const route of proposing.filter((x) => x.proposes === 'change')) {
  t.test(
    `${route.operationId} (${route.method} ${route.url}): the colleague who extended a change cannot approve it`,
    async (t) => {
      const scenario = scenarios[route.operationId];
      if (!scenario) return t.fail(`no scenario for ${route.operationId}: add one to four-eyes-scenarios.ts`);
      await extendThenDecide(t, await scenario(env));
    },
  );
}

t.test('deleteObject: a removal cannot be extended; its proposer is refused, a colleague approves', async (t) => {
  const companyId = (
    await api.call(
      r.createCompany,
      { company_type: 'corporate', name: 'Four Eyes Removal BV', location_type: 'abroad' },
      env.org.maker.token,
    )
  ).body;
  await approveAs(companyId.change_id, env.org.checker.token);
  const sub = (
    await api.call(
      r.createSubsidiary,
      { company_id: companyId.company._id, name: 'Sub Gone BV', last_annual_account_on_file: 2024 },
      env.org.maker.token,
    )
  ).body;
  await approveAs(sub.change_id, env.org.checker.token);
  const id = sub.subsidiary._id as string;
  // The administrator may delete and approve: the refusal below is four-eyes, not a missing permission.
  const A = env.org.admin;
  t.equal((await api.call(w.deleteObject, { id, type: 'subsidiary' }, A.token)).status, 200, 'A requests the removal');
  const removal = (await pendingOf(env, companyId.company._id)).find(
    (c) => c.actionType === 'remove' && c.object_id === id,
  );
  if (!removal) return t.fail('no removal request');
  t.same(
    (await notification(removal._id)).proposers.map((p) => p.user_id),
    [A.id],
    'the removal has one proposer',
  );
  t.equal(
    (await api.call(w.deleteObject, { id, type: 'subsidiary' }, env.org.maker.token)).status,
    409,
    'a second removal request does not join the first',
  );
  await refused(t, removal._id, A.token, 'A (requested the removal)');
  t.equal((await api.call(r.getSubsidiary, { id }, env.c.token)).status, 200, 'nothing removed');
  t.equal((await approveAs(removal._id, env.b.token)).status, 200, 'a colleague approves');
  t.equal((await api.call(r.getSubsidiary, { id }, env.c.token)).status, 404, 'removed');
});

t.test(
  'an add is decided at once (ADR 0055): who extended either request of the group cannot approve it',
  async (t) => {
    for (const extend of ['owner', 'shareholder'] as const) {
      const made = (
        await api.call(
          r.createCompany,
          { company_type: 'corporate', name: `Four Eyes Group ${extend} BV`, location_type: 'abroad' },
          env.org.maker.token,
        )
      ).body;
      await approveAs(made.change_id, env.org.checker.token);
      const companyId = made.company._id as string;
      const add = (
        await api.call(
          r.createShareholder,
          {
            company_id: companyId,
            shareholder_type: 'person',
            percentage_held: 25,
            firstName: 'Greta',
            lastName: 'Group',
          },
          env.a.token,
        )
      ).body;
      const shId = add.shareholder._id as string;
      const pending = await pendingOf(env, companyId);
      const owner = pending.find((c) => c.objectType === 'person' && c.share_holder_related === shId);
      if (!owner) return t.fail('no owner request');
      t.equal(pending.length, 2, 'two requests, one add');
      const personId = owner.object_id;
      const byB =
        extend === 'owner'
          ? (await api.call(r.updatePerson, { id: personId, tinNumber: '1234567890' }, env.b.token)).body.change_id
          : (await api.call(r.updateShareholder, { id: shId, percentage_held: 35 }, env.b.token)).body.change_id;
      t.equal(byB, extend === 'owner' ? owner._id : add.change_id, `B extended the ${extend}'s request`);
      for (const member of [add.change_id as string, owner._id]) {
        await refused(
          t,
          member,
          env.b.token,
          `B (extended the ${extend}) on ${member === owner._id ? 'the owner' : 'the shareholder'}`,
        );
        await refused(
          t,
          member,
          env.a.token,
          `A (made the add) on ${member === owner._id ? 'the owner' : 'the shareholder'}`,
        );
      }
      t.equal((await pendingOf(env, companyId)).length, 2, 'nothing decided');
      t.equal((await approveAs(add.change_id, env.c.token)).status, 200, 'C approves the add');
      t.equal((await pendingOf(env, companyId)).length, 0, 'both requests decided');
      const sh = (await api.call(r.getShareholder, { id: shId }, env.c.token)).body.shareholder;
      const person = (await api.call(r.getPerson, { id: personId }, env.c.token)).body.person;
      t.same(
        [val(sh.percentage_held), val(person.firstName), val(person.tinNumber)],
        extend === 'owner' ? [25, 'Greta', '1234567890'] : [35, 'Greta', null],
        'both proposals applied',
      );
    }
  },
);

t.test(
  'with four-eyes relaxed by the administrator, B approves the change it extended (documented); restored afterwards',
  async (t) => {
    const relaxed = await environment();
    const settings = (four_eyes: boolean) => api.call(w.saveWorkflowSettings, { four_eyes }, relaxed.org.admin.token);
    t.teardown(() => settings(true));
    const c = await scenarios.updateKycReview!(relaxed);
    const id = (await c.byA())!;
    t.equal(await c.byB(), id);
    await refused(t, id, relaxed.b.token, 'B while four-eyes holds');
    t.equal(
      (await api.call(w.saveWorkflowSettings, { four_eyes: false }, relaxed.b.token)).status,
      403,
      'only the administrator relaxes it',
    );
    t.equal((await settings(false)).status, 200);
    const ok = await approveAs(id, relaxed.b.token);
    t.equal(ok.status, 200, `B approves its own extended change: ${JSON.stringify(ok.body)}`);
    t.same(await c.read(), c.expected);
    t.equal((await settings(true)).status, 200, 'four-eyes restored');
    t.equal((await api.call(w.getWorkflowSettings, {}, relaxed.org.admin.token)).body.four_eyes, true);
    const again = await scenarios.editSubsidiary!(relaxed);
    const next = (await again.byA())!;
    t.equal(await again.byB(), next);
    await refused(t, next, relaxed.b.token, 'B once four-eyes is restored');
    t.equal((await approveAs(next, relaxed.c.token)).status, 200);
  },
);
