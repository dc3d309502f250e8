import { buildTestApp, linkIn, mailTo } from '@app/core/testing';
import { newId } from '@app/core/shared';
import t from 'tap';
import {
  authRoutes,
  MESSAGES,
  resolvePermissions,
  ROLES,
  USER_MANAGEMENT_PERMISSIONS,
  usersRoutes as r,
  type Role,
} from '../shared/index.ts';
import { AuditEventEntity, UserEntity } from './auth.entities.ts';
import { createMember, registerAdmin, type Account } from './auth.test-helpers.ts';
import { hashPassword } from './crypto.ts';
import { createSuperUser } from './superuser.ts';
import { authServerPlugin } from './index.ts';

/**
 * ADR 0012, role × role: each role (given the user-management permissions, so that the rule and
 * not the route permission decides) creates, edits, changes the e-mail of, deletes and changes the
 * permissions of a user of every role. Allowed exactly when the target's role grants nothing the
 * actor lacks (and administrators stay an administrator's business).
 */
const api = await buildTestApp(t, { plugins: [authServerPlugin] });
const admin = await registerAdmin(api);
const orgId = (await api.orm.em.fork().findOneOrFail(UserEntity, { id: admin.id }, { filters: false })).organization;
const passwordHash = await hashPassword('target-pass-1');
let seq = 0;

/** Targets are written straight to the database (the API path is what is under test, not the set-up). */
async function insertTarget(
  role: Role,
  extra: Partial<{ permissionOverrides: Record<string, 'allow' | 'deny'>; isSuperUser: boolean }> = {},
) {
  const em = api.orm.em.fork();
  const id = newId();
  const email = `target-${role.toLowerCase()}-${seq++}@example.com`;
  em.create(UserEntity, {
    id,
    organization: orgId,
    username: `target${seq}`,
    email,
    passwordHash,
    role,
    emailVerified: true,
    permissionOverrides: {},
    ...extra,
  });
  await em.flush();
  return { id, email };
}
const load = (id: string) => api.orm.em.fork().findOneOrFail(UserEntity, { id }, { filters: false });

/** The actor of a role, with every user-management permission allowed on top of the role's defaults. */
async function actorOf(role: Role): Promise<Account> {
  const actor = await createMember(api, admin, role);
  if (role !== 'ADMINISTRATOR') {
    for (const name of USER_MANAGEMENT_PERMISSIONS)
      await api.call(r.updatePermissions, { user_id: actor.id, name, effect: 'allow' }, admin.token);
  }
  return actor;
}

const allowedOf = (role: Role, extra: readonly string[] = []) => {
  const map = resolvePermissions(role);
  return new Set([...Object.keys(map).filter((k) => map[k] === 'allow'), ...extra]);
};
/** Written independently of the server's helper: target ⊆ actor. */
const covers = (actor: Role, target: Role) => {
  const mine = allowedOf(actor, USER_MANAGEMENT_PERMISSIONS);
  return [...allowedOf(target)].every((name) => mine.has(name));
};

for (const actorRole of ROLES) {
  t.test(`${actorRole} managing every role`, async (t) => {
    const actor = await actorOf(actorRole);
    for (const targetRole of ROLES) {
      const subset = covers(actorRole, targetRole);
      const adminRule = targetRole !== 'ADMINISTRATOR' || actorRole === 'ADMINISTRATOR';
      const label = `${actorRole} → ${targetRole}`;

      const email = `created-${seq++}@example.com`;
      const created = await api.call(
        r.createAccount,
        { username: `new${seq}`, email, type: targetRole, password: 'secret-1' },
        actor.token,
      );
      t.equal(created.status, subset && adminRule ? 200 : 403, `${label}: create`);
      if (created.status !== 200)
        t.equal(
          await api.orm.em.fork().count(UserEntity, { email }, { filters: false }),
          0,
          `${label}: nothing created`,
        );

      const target = await insertTarget(targetRole);
      const edit = await api.call(r.updateAccount, { user: { _id: target.id, username: `ed${seq++}` } }, actor.token);
      t.equal(edit.status, subset && adminRule ? 200 : 403, `${label}: edit`);

      const newEmail = `moved-${seq++}@example.com`;
      const mail = await api.call(r.updateAccount, { user: { _id: target.id, email: newEmail } }, actor.token);
      t.equal(mail.status, subset && adminRule ? 200 : 403, `${label}: change e-mail`);
      const after = await load(target.id);
      t.equal(after.email, target.email, `${label}: the login address is unchanged until confirmed`);
      t.equal(after.pendingEmail, mail.status === 200 ? newEmail : null, `${label}: pending address`);

      const perm = await api.call(
        r.updatePermissions,
        { user_id: target.id, name: 'view_chart', effect: 'deny' },
        actor.token,
      );
      t.equal(perm.status, subset && adminRule ? 200 : 403, `${label}: change permissions`);
      if (perm.status !== 200)
        t.same((await load(target.id)).permissionOverrides, {}, `${label}: permissions unchanged`);

      const del = await api.call(r.deleteAccount, { user_id: target.id }, actor.token);
      t.equal(del.status, subset && targetRole !== 'ADMINISTRATOR' ? 200 : 403, `${label}: delete`);
      t.equal((await load(target.id)).deletedAt === null, del.status !== 200, `${label}: deleted only when allowed`);
    }
  });
}

t.test('the finding: an account manager (defaults) cannot create or take over a compliance officer', async (t) => {
  const manager = await createMember(api, admin, 'DATA_CONTROLLER');
  const create = await api.call(
    r.createAccount,
    { username: 'officer', email: 'co-new@example.com', type: 'COMPLIANCE_OFFICER', password: 'secret-1' },
    manager.token,
  );
  t.equal(create.status, 403);
  t.equal(create.body.message, MESSAGES.notPermitted);
  const officer = await insertTarget('COMPLIANCE_OFFICER');
  const takeover = await api.call(
    r.updateAccount,
    { user: { _id: officer.id, email: 'attacker@example.com' } },
    manager.token,
  );
  t.equal(takeover.status, 403);
  t.equal((await load(officer.id)).email, officer.email);
  t.equal((await load(officer.id)).pendingEmail, null);
});

t.test('per-user overrides count: a target allowed more than the actor, and granting what one lacks', async (t) => {
  const manager = await actorOf('DATA_CONTROLLER');
  const boosted = await insertTarget('TRUST_OFFICER', { permissionOverrides: { approve_due_diligence: 'allow' } });
  t.equal(
    (await api.call(r.updateAccount, { user: { _id: boosted.id, username: 'boosted' } }, manager.token)).status,
    403,
  );
  t.equal((await api.call(r.deleteAccount, { user_id: boosted.id }, manager.token)).status, 403);
  const client = await insertTarget('CLIENT');
  const grant = await api.call(
    r.updatePermissions,
    { user_id: client.id, name: 'approve_due_diligence', effect: 'allow' },
    manager.token,
  );
  t.equal(grant.status, 403);
  t.equal(grant.body.message, MESSAGES.cannotGrantMissing);
  const ok = await api.call(
    r.updatePermissions,
    { user_id: client.id, name: 'world_search', effect: 'allow' },
    manager.token,
  );
  t.equal(ok.status, 200, 'a permission the actor holds may be granted');
  // An administrator whose own map lacks something is bound by the same rule.
  const narrowAdmin = await createMember(api, admin, 'ADMINISTRATOR');
  await api.call(r.updatePermissions, { user_id: narrowAdmin.id, name: 'world_search', effect: 'deny' }, admin.token);
  const officer = await insertTarget('COMPLIANCE_OFFICER');
  t.equal(
    (await api.call(r.updateAccount, { user: { _id: officer.id, username: 'nope' } }, narrowAdmin.token)).status,
    403,
  );
  t.equal(
    (await api.call(r.updateAccount, { user: { _id: officer.id, type: 'CLIENT' } }, admin.token)).status,
    200,
    'a full administrator may',
  );
});

t.test('super users: only a super user changes a super user', async (t) => {
  const member = await createMember(api, admin, 'TRUST_OFFICER');
  await createSuperUser(api.orm, { email: member.email, password: 'super-pass-1' });
  for (const call of [
    () => api.call(r.updateAccount, { user: { _id: member.id, email: 'grab@example.com' } }, admin.token),
    () => api.call(r.updatePermissions, { user_id: member.id, name: 'view_chart', effect: 'deny' }, admin.token),
    () => api.call(r.deleteAccount, { user_id: member.id }, admin.token),
  ]) {
    const res = await call();
    t.equal(res.status, 403);
    t.equal(res.body.message, MESSAGES.onlySuperUserEditsSuperUser);
  }
  t.equal((await load(member.id)).pendingEmail, null);
  // The organisation's administrator, promoted to super user, may.
  await createSuperUser(api.orm, { email: admin.email, password: 'super-pass-2' });
  const login = await api.call(authRoutes.login, { email: admin.email, password: 'super-pass-2' });
  t.equal(
    (await api.call(r.updateAccount, { user: { _id: member.id, username: 'renamed' } }, login.body.token)).status,
    200,
  );
});

t.test('another organisation: every operation is 404, and "taken" is one answer', async (t) => {
  const other = await registerAdmin(api);
  const target = await insertTarget('CLIENT');
  t.equal((await api.call(r.updateAccount, { user: { _id: target.id, username: 'x-org' } }, other.token)).status, 404);
  t.equal(
    (await api.call(r.updateAccount, { user: { _id: target.id, email: 'x-org@example.com' } }, other.token)).status,
    404,
  );
  t.equal(
    (await api.call(r.updatePermissions, { user_id: target.id, name: 'view_chart', effect: 'deny' }, other.token))
      .status,
    404,
  );
  t.equal((await api.call(r.deleteAccount, { user_id: target.id }, other.token)).status, 404);
  const own = await createMember(api, other, 'CLIENT');
  const theirs = await api.call(
    r.createAccount,
    { username: 'probe', email: target.email, type: 'CLIENT', password: 'secret-1' },
    other.token,
  );
  const ours = await api.call(
    r.createAccount,
    { username: 'probe', email: own.email, type: 'CLIENT', password: 'secret-1' },
    other.token,
  );
  t.equal(theirs.status, ours.status);
  t.same(theirs.body, ours.body, 'same status and body whoever holds the address');
});

t.test('"taken" answers of user/account/create are limited per actor', async (t) => {
  const probing = await registerAdmin(api);
  const held = await insertTarget('CLIENT');
  let last = 0;
  for (let i = 0; i < 21; i++)
    last = (
      await api.call(
        r.createAccount,
        { username: 'probe', email: held.email, type: 'CLIENT', password: 'secret-1' },
        probing.token,
      )
    ).status;
  t.equal(last, 429);
  const fresh = await api.call(
    r.createAccount,
    { username: 'fresh', email: `fresh-${seq++}@example.com`, type: 'CLIENT', password: 'secret-1' },
    probing.token,
  );
  t.equal(fresh.status, 200, 'creating with a free address still works');
});

t.test('an e-mail change waits for the new address, tells the old one and is audited', async (t) => {
  const target = await insertTarget('CLIENT');
  const res = await api.call(
    r.updateAccount,
    { user: { _id: target.id, email: 'Next-Address@example.com' } },
    admin.token,
  );
  t.equal(res.status, 200);
  t.equal(res.body.message, MESSAGES.userUpdated);
  t.equal(res.body.pending_email, 'next-address@example.com');
  t.equal(res.body.user.email, target.email);
  const notice = await mailTo(api.smtp, target.email, /change of your sign-in e-mail/);
  t.match(notice.text, /next-address@example\.com/);
  const link = await mailTo(api.smtp, 'next-address@example.com', /verify/);
  const token = new URL(linkIn(link)).searchParams.get('token')!;
  const events = await api.orm.em.fork().find(AuditEventEntity, { targetId: target.id }, { filters: false });
  t.ok(
    events.some((e) => e.action === 'user.email_change_requested' && e.actorId === admin.id),
    'request audited with its actor',
  );
  const verified = await api.call(authRoutes.verifyToken, { token });
  t.equal(verified.status, 200);
  const after = await load(target.id);
  t.equal(after.email, 'next-address@example.com');
  t.equal(after.pendingEmail, null);
  const done = await api.orm.em
    .fork()
    .find(AuditEventEntity, { targetId: target.id, action: 'user.email_changed' }, { filters: false });
  t.equal(done.length, 1);
  t.equal(
    (await api.call(authRoutes.login, { email: 'next-address@example.com', password: 'target-pass-1' })).status,
    200,
    'the new address is the login',
  );
});
