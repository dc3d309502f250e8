import { buildTestApp, mailTo } from '@app/core/testing';
import t from 'tap';
import { MESSAGES, usersRoutes as r } from '../shared/index.ts';
import { createMember, registerAdmin } from './auth.test-helpers.ts';
import { authServerPlugin } from './index.ts';

const api = await buildTestApp(t, { plugins: [authServerPlugin] });
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const client = await createMember(api, admin, 'CLIENT');
const manager = await createMember(api, admin, 'DATA_CONTROLLER');
const otherAdmin = await registerAdmin(api);
const outsider = await createMember(api, otherAdmin, 'TRUST_OFFICER');

t.test('get-user returns the seed shape without secrets', async (t) => {
  const res = await api.call(r.getUser, {}, officer.token);
  t.equal(res.status, 200);
  t.same(
    Object.keys(res.body).sort(),
    [
      'credits_balance',
      'organization',
      'permissions',
      'user',
      'userAddress',
      'userInformation',
      'userPhone',
      'wallet',
    ].sort(),
  );
  t.same(
    Object.keys(res.body.user).sort(),
    [
      '_id',
      'created',
      'email',
      'email_verified',
      'is_super_user',
      'lastLogin',
      'two_factor_enabled',
      'two_factor_setup_completed',
      'type',
      'username',
    ].sort(),
  );
  t.match(res.body.user._id, /^[0-9a-f]{24}$/);
  t.equal(res.body.user.type, 'COMPLIANCE_OFFICER');
  t.equal(res.body.permissions.view_user, 'allow');
  t.equal(res.body.permissions.delete_user, 'deny');
  t.notOk(JSON.stringify(res.body).includes('password'));
  t.equal((await api.call(r.getUser, {})).status, 401, 'no token');
  t.equal((await api.call(r.getUser, {}, 'garbage')).status, 401, 'bad token');
  t.equal((await api.call(r.getUser, { id: officer.id }, outsider.token)).status, 404, 'other tenant by id');
});

t.test('get-roles lists the 8 roles with labels', async (t) => {
  const res = await api.call(r.getRoles, {}, client.token);
  t.equal(res.body.roles.length, 8);
  t.same(
    res.body.roles.find((x: { name: string }) => x.name === 'DATA_CONTROLLER'),
    { name: 'DATA_CONTROLLER', label: 'ACCOUNT MANAGER' },
  );
  t.same(
    res.body.roles.find((x: { name: string }) => x.name === 'DATA_PROCESSOR'),
    { name: 'DATA_PROCESSOR', label: 'SUPERVISOR' },
  );
});

t.test('user/accounts: view_user; scoped to the organisation', async (t) => {
  const ok = await api.call(r.listAccounts, {}, officer.token);
  t.equal(ok.status, 200);
  t.same(
    ok.body.accounts.map((a: { email: string }) => a.email).sort(),
    [admin.email, officer.email, client.email, manager.email].sort(),
  );
  t.equal((await api.call(r.listAccounts, {}, client.token)).status, 403, 'CLIENT may not');
  const other = await api.call(r.listAccounts, {}, otherAdmin.token);
  t.notOk(
    other.body.accounts.some((a: { email: string }) => a.email === officer.email),
    'other tenant sees none of ours',
  );
});

t.test('user/account and permissions by id', async (t) => {
  t.equal((await api.call(r.getAccount, { id: client.id }, officer.token)).body.user.email, client.email);
  t.equal((await api.call(r.getAccount, { id: client.id }, client.token)).status, 403);
  t.equal((await api.call(r.getAccount, { id: client.id }, otherAdmin.token)).status, 404);
  t.equal((await api.call(r.getAccount, { id: 'nope' }, admin.token)).status, 400);
  const perms = await api.call(r.getAccountPermissions, { id: client.id }, officer.token);
  t.equal(perms.status, 200);
  t.equal(perms.body.permissions.view_user, 'deny');
  t.equal(
    (await api.call(r.getAccountPermissions, { id: client.id }, manager.token)).status,
    403,
    'manager lacks view_permission_of_user',
  );
  t.equal((await api.call(r.getAccountPermissions, { id: client.id }, otherAdmin.token)).status, 404);
});

t.test('user/account/create: validation, duplicates, role rules', async (t) => {
  const before = (await api.call(r.listAccounts, {}, admin.token)).body.accounts.length;
  const bad = await api.call(
    r.createAccount,
    { username: 'ab', email: 'x', type: 'CLIENT', password: '1' },
    admin.token,
  );
  t.equal(bad.status, 400);
  t.same(
    bad.body.errors.map((e: { message: string }) => e.message).sort(),
    [MESSAGES.invalidEmail, MESSAGES.passwordLength, MESSAGES.usernameLength].sort(),
  );
  const dup = await api.call(
    r.createAccount,
    { username: 'dupe', email: officer.email.toUpperCase(), type: 'CLIENT', password: 'secret1' },
    admin.token,
  );
  t.equal(dup.status, 409);
  t.equal(dup.body.errors[0].field, 'email');
  t.equal(
    (
      await api.call(
        r.createAccount,
        { username: 'nope', email: 'nope@example.com', type: 'CLIENT', password: 'secret1' },
        officer.token,
      )
    ).status,
    403,
  );
  const escalate = await api.call(
    r.createAccount,
    { username: 'boss', email: 'boss@example.com', type: 'ADMINISTRATOR', password: 'secret1' },
    manager.token,
  );
  t.equal(escalate.status, 403, 'account manager cannot create an administrator');
  t.equal((await api.call(r.listAccounts, {}, admin.token)).body.accounts.length, before, 'nothing created');
  // An external auditor may edit audit comments, which an account manager may not (ADR 0012).
  const beyond = await api.call(
    r.createAccount,
    { username: 'auditor', email: 'auditor-new@example.com', type: 'EXTERNAL_AUDITOR', password: 'secret1' },
    manager.token,
  );
  t.equal(beyond.status, 403);
  t.equal(beyond.body.message, MESSAGES.notPermitted);
  const ok = await api.call(
    r.createAccount,
    { username: 'trusty', email: 'trust-new@example.com', type: 'TRUST_OFFICER', password: 'secret1' },
    manager.token,
  );
  t.equal(ok.status, 200);
  t.equal(ok.body.message, MESSAGES.userCreated);
  const mail = await mailTo(api.smtp, 'trust-new@example.com', /verify/);
  t.match(mail.text, /\/verify\?token=/);
});

t.test('user/account/update: only ADMINISTRATOR changes the role', async (t) => {
  const byManager = await api.call(
    r.updateAccount,
    { user: { _id: client.id, type: 'COMPLIANCE_OFFICER' } },
    manager.token,
  );
  t.equal(byManager.status, 403);
  t.equal(byManager.body.message, MESSAGES.onlyAdminChangesRole);
  const rename = await api.call(r.updateAccount, { user: { _id: client.id, username: 'renamed' } }, manager.token);
  t.equal(rename.status, 200);
  t.equal(rename.body.user.username, 'renamed');
  t.equal(rename.body.user.type, 'CLIENT');
  const promote = await api.call(r.updateAccount, { user: { _id: client.id, type: 'TRUST_OFFICER' } }, admin.token);
  t.equal(promote.body.user.type, 'TRUST_OFFICER');
  t.equal(
    (await api.call(r.updateAccount, { user: { _id: admin.id, email: 'hijack@example.com' } }, manager.token)).status,
    403,
    'non-admin cannot edit an admin',
  );
  t.equal(
    (await api.call(r.updateAccount, { user: { _id: client.id, username: 'xyz' } }, otherAdmin.token)).status,
    404,
    'other tenant',
  );
  t.equal(
    (await api.call(r.updateAccount, { user: { _id: client.id, username: 'x' } }, officer.token)).status,
    403,
    'no update_user',
  );
  const selfDemote = await api.call(r.updateAccount, { user: { _id: admin.id, type: 'CLIENT' } }, admin.token);
  t.equal(selfDemote.status, 403);
  t.equal(selfDemote.body.message, MESSAGES.lastAdministrator);
  await api.call(r.updateAccount, { user: { _id: client.id, type: 'CLIENT' } }, admin.token);
});

t.test('update-permissions: immediate, validated, locked for administrators', async (t) => {
  const unknown = await api.call(
    r.updatePermissions,
    { user_id: officer.id, name: 'fly_to_moon', effect: 'allow' },
    admin.token,
  );
  t.equal(unknown.status, 400);
  t.equal(unknown.body.message, MESSAGES.unknownPermission);
  t.equal(
    (await api.call(r.updatePermissions, { user_id: officer.id, name: 'view_user', effect: 'maybe' }, admin.token))
      .status,
    400,
  );
  const locked = await api.call(
    r.updatePermissions,
    { user_id: admin.id, name: 'view_user', effect: 'deny' },
    admin.token,
  );
  t.equal(locked.status, 403);
  t.equal(locked.body.message, MESSAGES.adminPermissionsLocked);
  t.equal(
    (await api.call(r.updatePermissions, { user_id: officer.id, name: 'view_user', effect: 'deny' }, officer.token))
      .status,
    403,
    'no change_permission_of_user',
  );
  t.equal(
    (await api.call(r.updatePermissions, { user_id: officer.id, name: 'view_user', effect: 'deny' }, otherAdmin.token))
      .status,
    404,
  );
  const deny = await api.call(
    r.updatePermissions,
    { user_id: officer.id, name: 'view_user', effect: 'deny' },
    admin.token,
  );
  t.equal(deny.status, 200);
  t.equal(deny.body.permissions.view_user, 'deny');
  t.equal((await api.call(r.listAccounts, {}, officer.token)).status, 403, 'takes effect on the next call');
  t.equal((await api.call(r.getUser, {}, officer.token)).body.permissions.view_user, 'deny');
  await api.call(r.updatePermissions, { user_id: officer.id, name: 'view_user', effect: 'allow' }, admin.token);
  t.equal((await api.call(r.listAccounts, {}, officer.token)).status, 200);
});

t.test('user/account/delete: rules, revocation, tenant', async (t) => {
  const victim = await createMember(api, admin, 'TRUST_OFFICER');
  t.equal((await api.call(r.deleteAccount, { user_id: victim.id }, officer.token)).status, 403, 'no delete_user');
  t.equal((await api.call(r.deleteAccount, { user_id: victim.id }, otherAdmin.token)).status, 404, 'other tenant');
  t.equal(
    (await api.call(r.deleteAccount, { user_id: admin.id }, admin.token)).body.message,
    MESSAGES.cannotDeleteSelf,
  );
  const second = await createMember(api, admin, 'ADMINISTRATOR');
  const adminDel = await api.call(r.deleteAccount, { user_id: second.id }, admin.token);
  t.equal(adminDel.status, 403);
  t.equal(adminDel.body.message, MESSAGES.cannotDeleteAdmin);
  const ok = await api.call(r.deleteAccount, { user_id: victim.id }, admin.token);
  t.equal(ok.status, 200);
  t.equal(ok.body.message, MESSAGES.userDeleted);
  const after = await api.call(r.getUser, {}, victim.token);
  t.ok([401, 403, 404].includes(after.status), 'deleted user token no longer works');
  t.equal((await api.call(r.getAccount, { id: victim.id }, admin.token)).status, 404);
});
