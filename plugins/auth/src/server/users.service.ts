import { badRequest, forbidden, HttpError, notFound, recordAudit } from '@app/core/server';
import type { PluginContext, Principal } from '@app/core/plugin-api';
import { newId, type PermissionGrant } from '@app/core/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  grantsBeyond,
  isPermissionName,
  MESSAGES,
  resolvePermissions,
  USER_MANAGEMENT_PERMISSIONS,
  type PermissionName,
  type Role,
} from '../shared/index.ts';
import { UserEntity, type User } from './auth.entities.ts';
import { audit } from './audit.ts';
import { hashPassword } from './crypto.ts';
import { findLiveUserByEmail } from './login.service.ts';
import { checkUsername, sendVerification } from './account.service.ts';
import { emailChangeNoticeMail, verificationMail } from './mails.ts';
import { issueToken } from './one-time-token.ts';
import { beginAttempt, TAKEN_LIMIT } from './rate-limit.ts';
import { overridesOf, revokeSessions } from './session.service.ts';

/** One answer for "taken", whoever holds the address (this organisation or another one). */
const emailTaken = () => new HttpError(409, MESSAGES.emailTaken, [{ field: 'email', message: MESSAGES.emailTaken }]);
const isAdmin = (p: Principal) => p.role === 'ADMINISTRATOR';

/** A live user of the caller's organisation (the tenant filter scopes the query); 404 otherwise. */
export async function findColleague(em: EntityManager, id: string): Promise<User> {
  const user = await em.findOne(UserEntity, { id, deletedAt: null });
  if (!user) throw notFound(MESSAGES.userNotFound);
  return user;
}

export const listColleagues = (em: EntityManager) =>
  em.find(UserEntity, { deletedAt: null }, { orderBy: { createdAt: 'asc' } });

/** A user's full map: the seed's names and the installed plugins' grants. */
export const permissionsOf = (user: User, grants: readonly PermissionGrant[]) =>
  resolvePermissions(user.role as Role, overridesOf(user), grants);

/**
 * The management rule of ADR 0012: only a super user touches a super user, only an administrator
 * an administrator, and nobody a user who holds a permission the actor lacks.
 */
function ensureManageable(principal: Principal, user: User, grants: readonly PermissionGrant[]): void {
  if (user.id === principal.userId) return;
  if (user.isSuperUser && !principal.isSuperUser) throw forbidden(MESSAGES.onlySuperUserEditsSuperUser);
  if (user.role === 'ADMINISTRATOR' && !isAdmin(principal))
    throw forbidden('Only an administrator may edit an administrator');
  if (grantsBeyond(principal.permissions, permissionsOf(user, grants)).length > 0)
    throw forbidden(MESSAGES.notPermitted);
}

/**
 * Whether `email` is held by any live user, here or in another organisation (one answer). Each
 * "taken" counts against the actor; past the limit the answer is 429, so probing addresses is slow.
 */
async function addressTaken(
  em: EntityManager,
  principal: Principal,
  ip: string,
  email: string,
  exceptId?: string,
): Promise<boolean> {
  const holder = await findLiveUserByEmail(em, email);
  if (!holder || holder.id === exceptId) return false;
  await beginAttempt(em, TAKEN_LIMIT, ip, principal.userId);
  return true;
}

export async function createColleague(
  em: EntityManager,
  ctx: PluginContext,
  principal: Principal,
  input: { username: string; email: string; type: Role; password: string },
  ip: string,
) {
  if (input.type === 'ADMINISTRATOR' && !isAdmin(principal))
    throw forbidden('Only an administrator may create an administrator');
  if (grantsBeyond(principal.permissions, resolvePermissions(input.type, {}, ctx.permissionGrants)).length > 0)
    throw forbidden(MESSAGES.notPermitted);
  const email = input.email.trim().toLowerCase();
  checkUsername(input.username);
  if (await addressTaken(em, principal, ip, email)) throw emailTaken();
  const user = em.create(UserEntity, {
    id: newId(),
    organization: principal.organizationId,
    username: input.username.trim(),
    email,
    passwordHash: await hashPassword(input.password),
    role: input.type,
    permissionOverrides: {},
  });
  audit(em, principal.organizationId, principal.userId, 'user.created', user.id, { email, role: input.type });
  await flushUnique(em);
  await sendVerification(em, ctx, user).catch((err) => ctx.log.error({ err }, 'verification mail failed'));
  return user;
}

export async function updateColleague(
  em: EntityManager,
  ctx: PluginContext,
  principal: Principal,
  input: { _id: string; username?: string; email?: string; type?: Role },
  ip: string,
) {
  const user = await findColleague(em, input._id);
  ensureManageable(principal, user, ctx.permissionGrants);
  const changes: Record<string, unknown> = {};
  if (input.type && input.type !== user.role) {
    if (!isAdmin(principal)) throw forbidden(MESSAGES.onlyAdminChangesRole);
    if (
      grantsBeyond(principal.permissions, resolvePermissions(input.type, overridesOf(user), ctx.permissionGrants))
        .length > 0
    )
      throw forbidden(MESSAGES.notPermitted);
    if (user.role === 'ADMINISTRATOR') await ensureAnotherAdmin(em, user.id);
    changes.type = { from: user.role, to: input.type };
    user.role = input.type;
  }
  if (input.username !== undefined) checkUsername(input.username);
  if (input.username !== undefined && input.username.trim() !== user.username) {
    changes.username = { from: user.username, to: input.username.trim() };
    user.username = input.username.trim();
  }
  const email = input.email?.trim().toLowerCase();
  let pending: string | undefined;
  if (email && email !== user.email) {
    if (await addressTaken(em, principal, ip, email, user.id)) throw emailTaken();
    // The new address becomes the login only once it is confirmed (ADR 0012); the old one is told.
    changes.email = { from: user.email, to: email, pending: true };
    user.pendingEmail = pending = email;
  }
  audit(
    em,
    principal.organizationId,
    principal.userId,
    pending ? 'user.email_change_requested' : 'user.updated',
    user.id,
    changes,
  );
  await flushUnique(em);
  if (changes.type)
    await recordAudit(em, {
      organizationId: principal.organizationId,
      action: 'user.role_changed',
      actorId: principal.userId,
      objectType: 'user',
      objectId: user.id,
      before: { role: (changes.type as { from: string }).from },
      after: { role: user.role },
    });
  if (pending) await sendEmailChangeMails(em, ctx, principal, user, pending);
  return { user, pending };
}

async function sendEmailChangeMails(
  em: EntityManager,
  ctx: PluginContext,
  principal: Principal,
  user: User,
  newEmail: string,
) {
  const actor = await em.findOne(UserEntity, { id: principal.userId }, { filters: false });
  const { token } = await issueToken(em, {
    purpose: 'verify_email',
    userId: user.id,
    organization: user.organization,
    email: newEmail,
    ttlSeconds: 24 * 3600,
  });
  const link = `${ctx.config.publicUrl}/verify?token=${encodeURIComponent(token)}`;
  await Promise.all([
    ctx.mailer.send(verificationMail(newEmail, link)),
    ctx.mailer.send(
      emailChangeNoticeMail(user.email, newEmail, actor?.id === user.id ? 'You' : (actor?.username ?? 'A colleague')),
    ),
  ]).catch((err) => ctx.log.error({ err }, 'e-mail change mails failed'));
}

export async function deleteColleague(
  em: EntityManager,
  principal: Principal,
  id: string,
  grants: readonly PermissionGrant[],
) {
  const user = await findColleague(em, id);
  if (user.id === principal.userId) throw forbidden(MESSAGES.cannotDeleteSelf);
  if (user.role === 'ADMINISTRATOR') throw forbidden(MESSAGES.cannotDeleteAdmin);
  ensureManageable(principal, user, grants);
  user.deletedAt = new Date();
  audit(em, principal.organizationId, principal.userId, 'user.deleted', user.id, { email: user.email });
  await em.flush();
  await revokeSessions(em, user.id);
  return { status: 'success', message: MESSAGES.userDeleted };
}

export async function setPermission(
  em: EntityManager,
  principal: Principal,
  input: { user_id: string; name: string; effect: 'allow' | 'deny' },
  grants: readonly PermissionGrant[],
) {
  if (!isPermissionName(input.name, grants)) throw badRequest(MESSAGES.unknownPermission, 'name');
  const user = await findColleague(em, input.user_id);
  if (user.role === 'ADMINISTRATOR' && USER_MANAGEMENT_PERMISSIONS.includes(input.name as PermissionName))
    throw forbidden(MESSAGES.adminPermissionsLocked);
  if (user.id === principal.userId && !isAdmin(principal)) throw forbidden('You cannot change your own permissions');
  ensureManageable(principal, user, grants);
  if (input.effect === 'allow' && principal.permissions[input.name] !== 'allow')
    throw forbidden(MESSAGES.cannotGrantMissing);
  const before = permissionsOf(user, grants)[input.name];
  user.permissionOverrides = { ...overridesOf(user), [input.name]: input.effect };
  audit(em, principal.organizationId, principal.userId, 'user.permission_changed', user.id, {
    name: input.name,
    from: before,
    to: input.effect,
  });
  await em.flush();
  await recordAudit(em, {
    organizationId: principal.organizationId,
    action: 'user.permission_changed',
    actorId: principal.userId,
    objectType: 'user',
    objectId: user.id,
    before: { [input.name]: before ?? null },
    after: { [input.name]: input.effect },
  });
  return { status: 'success', permissions: permissionsOf(user, grants) };
}

async function ensureAnotherAdmin(em: EntityManager, exceptId: string) {
  const others = await em.count(UserEntity, { role: 'ADMINISTRATOR', deletedAt: null, id: { $ne: exceptId } });
  if (others === 0) throw forbidden(MESSAGES.lastAdministrator);
}

async function flushUnique(em: EntityManager) {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw emailTaken();
    throw error;
  }
}
