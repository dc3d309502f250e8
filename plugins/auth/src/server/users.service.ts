import { badRequest, forbidden, HttpError, notFound, recordAudit } from '@app/core/server';
import type { PluginContext, Principal } from '@app/core/plugin-api';
import { newId } from '@app/core/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isPermissionName, MESSAGES, resolvePermissions, USER_MANAGEMENT_PERMISSIONS, type PermissionName, type Role } from '../shared/index.ts';
import { UserEntity, type User } from './auth.entities.ts';
import { audit } from './audit.ts';
import { hashPassword } from './crypto.ts';
import { findLiveUserByEmail } from './login.service.ts';
import { checkUsername, sendVerification } from './account.service.ts';
import { revokeSessions } from './session.service.ts';

const emailTaken = () => new HttpError(409, MESSAGES.emailTaken, [{ field: 'email', message: MESSAGES.emailTaken }]);
const isAdmin = (p: Principal) => p.role === 'ADMINISTRATOR';

/** A live user of the caller's organisation (the tenant filter scopes the query); 404 otherwise. */
export async function findColleague(em: EntityManager, id: string): Promise<User> {
  const user = await em.findOne(UserEntity, { id, deletedAt: null });
  if (!user) throw notFound(MESSAGES.userNotFound);
  return user;
}

export const listColleagues = (em: EntityManager) => em.find(UserEntity, { deletedAt: null }, { orderBy: { createdAt: 'asc' } });

export const permissionsOf = (user: User) => resolvePermissions(user.role as Role, user.permissionOverrides ?? {});

export async function createColleague(em: EntityManager, ctx: PluginContext, principal: Principal, input: { username: string; email: string; type: Role; password: string }) {
  if (input.type === 'ADMINISTRATOR' && !isAdmin(principal)) throw forbidden('Only an administrator may create an administrator');
  const email = input.email.trim().toLowerCase();
  checkUsername(input.username);
  if (await findLiveUserByEmail(em, email)) throw emailTaken();
  const user = em.create(UserEntity, {
    id: newId(), organization: principal.organizationId, username: input.username.trim(), email,
    passwordHash: await hashPassword(input.password), role: input.type,
  });
  audit(em, principal.organizationId, principal.userId, 'user.created', user.id, { email, role: input.type });
  await flushUnique(em);
  await sendVerification(em, ctx, user).catch((err) => ctx.log.error({ err }, 'verification mail failed'));
  return user;
}

export async function updateColleague(em: EntityManager, principal: Principal, input: { _id: string; username?: string; email?: string; type?: Role }) {
  const user = await findColleague(em, input._id);
  if (user.role === 'ADMINISTRATOR' && !isAdmin(principal)) throw forbidden('Only an administrator may edit an administrator');
  const changes: Record<string, unknown> = {};
  if (input.type && input.type !== user.role) {
    if (!isAdmin(principal)) throw forbidden(MESSAGES.onlyAdminChangesRole);
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
  if (email && email !== user.email) {
    const other = await findLiveUserByEmail(em, email);
    if (other && other.id !== user.id) throw emailTaken();
    changes.email = { from: user.email, to: email };
    Object.assign(user, { email, emailVerified: false });
  }
  audit(em, principal.organizationId, principal.userId, 'user.updated', user.id, changes);
  await flushUnique(em);
  if (changes.type) await recordAudit(em, { organizationId: principal.organizationId, action: 'user.role_changed', actorId: principal.userId, objectType: 'user', objectId: user.id, before: { role: (changes.type as { from: string }).from }, after: { role: user.role } });
  return user;
}

export async function deleteColleague(em: EntityManager, principal: Principal, id: string) {
  const user = await findColleague(em, id);
  if (user.id === principal.userId) throw forbidden(MESSAGES.cannotDeleteSelf);
  if (user.role === 'ADMINISTRATOR') throw forbidden(MESSAGES.cannotDeleteAdmin);
  user.deletedAt = new Date();
  audit(em, principal.organizationId, principal.userId, 'user.deleted', user.id, { email: user.email });
  await em.flush();
  await revokeSessions(em, user.id);
  return { status: 'success', message: MESSAGES.userDeleted };
}

export async function setPermission(em: EntityManager, principal: Principal, input: { user_id: string; name: string; effect: 'allow' | 'deny' }) {
  if (!isPermissionName(input.name)) throw badRequest(MESSAGES.unknownPermission, 'name');
  const user = await findColleague(em, input.user_id);
  if (user.role === 'ADMINISTRATOR' && USER_MANAGEMENT_PERMISSIONS.includes(input.name as PermissionName)) throw forbidden(MESSAGES.adminPermissionsLocked);
  if (user.id === principal.userId && !isAdmin(principal)) throw forbidden('You cannot change your own permissions');
  const before = permissionsOf(user)[input.name];
  user.permissionOverrides = { ...(user.permissionOverrides ?? {}), [input.name]: input.effect };
  audit(em, principal.organizationId, principal.userId, 'user.permission_changed', user.id, { name: input.name, from: before, to: input.effect });
  await em.flush();
  await recordAudit(em, { organizationId: principal.organizationId, action: 'user.permission_changed', actorId: principal.userId, objectType: 'user', objectId: user.id, before: { [input.name]: before ?? null }, after: { [input.name]: input.effect } });
  return { status: 'success', permissions: permissionsOf(user) };
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
