import type { AnyRoute } from '@app/core/shared';
import { adminApi } from '@app/plugin-admin/shared';
import { authApi, ROLE_DEFAULTS } from '@app/plugin-auth/shared';
import { screeningRoutes } from '@app/plugin-screening/shared';
import { dossierRoutes } from '@app/plugin-dossier/shared';
import { workflowRoutes } from '@app/plugin-workflow/shared';
import { fiuRoutes } from '@app/plugin-fiu/shared';
import { backtestRoutes } from '@app/plugin-backtest/shared';
import { orderbookRoutes } from '@app/plugin-orderbook/shared';
import { tasksRoutes } from '@app/plugin-tasks/shared';
import { supportRoutes } from '@app/plugin-support/shared';
import { ddRoutes } from '@app/plugin-due-diligence/shared';
import { importsRoutes, mappingsRoutes, transactionsRoutes } from '@app/plugin-transactions/shared';
import { createMember, registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { buildServerTestApp } from '@app/server/testing';
import t from 'tap';

/** Every contract route: anonymous callers, callers without the permission, non-super users on the back office. */
const api = await buildServerTestApp(t);
const admin = await registerAdmin(api);
const client = await createMember(api, admin, 'CLIENT');
const routes = [
  adminApi,
  authApi,
  screeningRoutes,
  dossierRoutes,
  workflowRoutes,
  fiuRoutes,
  backtestRoutes,
  orderbookRoutes,
  tasksRoutes,
  supportRoutes,
  ddRoutes,
  transactionsRoutes,
  importsRoutes,
  mappingsRoutes,
]
  .flatMap((m) => Object.values(m))
  .filter((r) => typeof r === 'object' && r !== null && 'operationId' in r) as AnyRoute[];

t.test('non-public routes answer 401 without a valid token', async (t) => {
  for (const route of routes.filter((r) => !r.public)) {
    t.equal((await api.call(route, {})).status, 401, `${route.method} ${route.url} anonymous`);
    t.equal((await api.call(route, {}, 'not.a.jwt')).status, 401, `${route.method} ${route.url} bad token`);
  }
});

t.test('permission routes answer 403 to a role without the permission, before validating input', async (t) => {
  const guarded = routes.filter(
    (r) => r.permission && !(ROLE_DEFAULTS.CLIENT as readonly string[]).includes(r.permission),
  );
  t.ok(guarded.length >= 7);
  for (const route of guarded) {
    const res = await api.call(route, {}, client.token);
    t.equal(res.status, 403, `${route.url} needs ${route.permission}`);
  }
});

t.test('back-office routes: super users only', async (t) => {
  const bo = routes.filter((r) => r.surface === 'bo');
  t.ok(bo.length > 0);
  for (const route of bo)
    t.equal((await api.call(route, {}, admin.token)).status, 403, `${route.url} refuses an ADMINISTRATOR`);
});

t.test('public routes never answer 5xx to empty or hostile input', async (t) => {
  const inputs = [{}, { email: 'x'.repeat(10_000) }, { token: { $ne: null } }, { password: ['a'] }];
  for (const route of routes.filter((r) => r.public)) {
    for (const input of inputs) {
      const res = await api.call(route, input);
      t.ok(res.status < 500, `${route.url} ${JSON.stringify(input).slice(0, 40)} → ${res.status}`);
    }
  }
});
