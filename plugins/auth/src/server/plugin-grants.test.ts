import { defineServerPlugin } from '@app/core/plugin-api';
import { defineRoute, Type } from '@app/core/shared';
import { buildTestApp } from '@app/core/testing';
import t from 'tap';
import { authService, MESSAGES, usersRoutes as r } from '../shared/index.ts';
import { createMember, registerAdmin } from './auth.test-helpers.ts';
import { authServerPlugin } from './index.ts';

/** A plugin that adds its own permission to the role matrix (the monitoring and risk plugins do so). */
const readThings = defineRoute({
  operationId: 'readThings',
  method: 'GET',
  url: 'things',
  permission: 'view_things',
  response: Type.Object({ ok: Type.Boolean() }),
});
const thingsPlugin = defineServerPlugin({
  manifest: { id: 'things', title: 'Things' },
  grants: [{ name: 'view_things', label: 'View things', group: 'Things', roles: ['COMPLIANCE_OFFICER'] }],
  deps: { auth: authService },
  setup: () => ({ routes: (app) => app.route(readThings, async () => ({ ok: true })) }),
});

const api = await buildTestApp(t, { plugins: [authServerPlugin, thingsPlugin] });
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const manager = await createMember(api, admin, 'DATA_CONTROLLER');
const auditor = await createMember(api, admin, 'EXTERNAL_AUDITOR');

t.test("a plugin's grant: held by its default roles and administrators, by nobody else", async (t) => {
  t.equal((await api.call(readThings, {}, officer.token)).status, 200, 'compliance officer (default role)');
  t.equal((await api.call(readThings, {}, admin.token)).status, 200, 'administrator');
  t.equal((await api.call(readThings, {}, manager.token)).status, 403, 'account manager');
  t.equal((await api.call(readThings, {}, auditor.token)).status, 403, 'auditor');
  const map = await api.call(r.getAccountPermissions, { id: officer.id }, admin.token);
  t.equal(map.body.permissions.view_things, 'allow', 'in the permission map with the seed names');
  t.equal(map.body.permissions.view_user, 'allow');
});

t.test('editable like the seed names: allowed for one user, restricted for another, audited', async (t) => {
  const on = await api.call(
    r.updatePermissions,
    { user_id: manager.id, name: 'view_things', effect: 'allow' },
    admin.token,
  );
  t.equal(on.status, 200);
  t.equal(on.body.permissions.view_things, 'allow');
  t.equal((await api.call(readThings, {}, manager.token)).status, 200, 'the manager now may');
  const off = await api.call(
    r.updatePermissions,
    { user_id: officer.id, name: 'view_things', effect: 'deny' },
    admin.token,
  );
  t.equal(off.body.permissions.view_things, 'deny');
  t.equal((await api.call(readThings, {}, officer.token)).status, 403, 'the officer no longer may');
  const unknown = await api.call(
    r.updatePermissions,
    { user_id: officer.id, name: 'view_ghosts', effect: 'allow' },
    admin.token,
  );
  t.match(unknown, { status: 400, body: { message: MESSAGES.unknownPermission } }, 'a name nobody registered');
});

t.test('nobody hands out a grant they lack (ADR 0012)', async (t) => {
  // the auditor manages no one; an account manager without view_things cannot give it
  const plain = await createMember(api, admin, 'DATA_CONTROLLER');
  await api.call(
    r.updatePermissions,
    { user_id: plain.id, name: 'change_permission_of_user', effect: 'allow' },
    admin.token,
  );
  const target = await createMember(api, admin, 'DATA_CONTROLLER');
  const res = await api.call(
    r.updatePermissions,
    { user_id: target.id, name: 'view_things', effect: 'allow' },
    plain.token,
  );
  t.equal(res.status, 403);
  t.equal(res.body.message, MESSAGES.cannotGrantMissing);
});
