import { badRequest, HttpError, tooManyRequests } from '@app/core/server';
import type { PluginContext, Principal } from '@app/core/plugin-api';
import { newId } from '@app/core/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, validateChangePassword, validateUsername, type ChangePasswordInput } from '../shared/index.ts';
import { AuthAttemptEntity, OneTimeTokenEntity, OrganizationEntity, UserEntity, type User } from './auth.entities.ts';
import { audit } from './audit.ts';
import { hashPassword, verifyPassword } from './crypto.ts';
import { findLiveUserByEmail } from './login.service.ts';
import { resetMail, verificationMail } from './mails.ts';
import { consumeToken, issueToken } from './one-time-token.ts';
import {
  attemptSucceeded,
  beginAttempt,
  clearLoginFailures,
  FORGOT_LIMIT,
  PASSWORD_LIMIT,
  REGISTER_LIMIT,
} from './rate-limit.ts';
import { openSession, revokeSessions } from './session.service.ts';

export const RESEND_SECONDS = 60;

/** The schema counts raw characters; the seed's 3–20 rule applies to the trimmed name. */
export function checkUsername(username: string): void {
  if (validateUsername(username.trim())) throw badRequest(MESSAGES.usernameLength, 'username');
}
const statusError = (message: string, field?: string) => badRequest(message, field, { status: 'error' });

/** Registration opens a new organisation with the registrant as its ADMINISTRATOR. */
export async function register(
  em: EntityManager,
  ctx: PluginContext,
  input: { username: string; email: string; password: string },
  request: FastifyRequest,
) {
  const email = input.email.trim().toLowerCase();
  checkUsername(input.username);
  const taken = () => new HttpError(401, MESSAGES.emailTaken, [{ field: 'email', message: MESSAGES.emailTaken }]);
  // Every registration counts (ADR 0013): the seed's "already exists" answer stays, but slowly.
  await beginAttempt(em, REGISTER_LIMIT, request.ip, email);
  if (await findLiveUserByEmail(em, email)) throw taken();
  const passwordHash = await hashPassword(input.password);
  let user: User;
  try {
    user = await em.transactional(async (tx) => {
      const org = tx.create(OrganizationEntity, { id: newId(), name: `${input.username.trim()}'s organisation` });
      const created = tx.create(UserEntity, {
        id: newId(),
        organization: org.id,
        username: input.username.trim(),
        email,
        passwordHash,
        role: 'ADMINISTRATOR',
        permissionOverrides: {},
      });
      audit(tx, org.id, created.id, 'user.registered', created.id);
      return created;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw taken();
    throw error;
  }
  const token = await openSession(em, ctx, user, request);
  await sendVerification(em, ctx, user).catch((err) => ctx.log.error({ err }, 'verification mail failed'));
  return { token };
}

export async function sendVerification(em: EntityManager, ctx: PluginContext, user: User): Promise<void> {
  const { token } = await issueToken(em, {
    purpose: 'verify_email',
    userId: user.id,
    organization: user.organization,
    email: user.email,
    ttlSeconds: 24 * 3600,
  });
  await ctx.mailer.send(
    verificationMail(user.email, `${ctx.config.publicUrl}/verify?token=${encodeURIComponent(token)}`),
  );
}

export async function resendVerification(em: EntityManager, ctx: PluginContext, principal: Principal, email?: string) {
  const user = await em.findOneOrFail(UserEntity, { id: principal.userId });
  if (email && email.trim().toLowerCase() !== user.email)
    throw badRequest('You can only verify your own e-mail address', 'email');
  if (user.emailVerified) return { status: 'success', message: 'Your e-mail address is already verified' };
  const recent = await em.count(OneTimeTokenEntity, {
    userId: user.id,
    purpose: 'verify_email',
    createdAt: { $gt: new Date(Date.now() - RESEND_SECONDS * 1000) },
  });
  if (recent > 0) throw tooManyRequests(MESSAGES.resendIn(RESEND_SECONDS), { timeout: RESEND_SECONDS });
  await sendVerification(em, ctx, user);
  return { status: 'success', message: MESSAGES.verificationSent };
}

/** Confirms the address a link was sent to: the current one, or a pending new one (ADR 0012), which then becomes the login. */
export async function verifyEmail(em: EntityManager, token: string) {
  const used = await consumeToken(em, 'verify_email', token);
  const user = used && (await em.findOne(UserEntity, { id: used.userId, deletedAt: null }, { filters: false }));
  if (!used || !user || (user.email !== used.email && user.pendingEmail !== used.email))
    throw badRequest(MESSAGES.verifyFailed, 'token');
  if (user.email !== used.email) {
    const other = await findLiveUserByEmail(em, used.email!);
    if (other && other.id !== user.id) throw badRequest(MESSAGES.verifyFailed, 'token');
    audit(em, user.organization, user.id, 'user.email_changed', user.id, { from: user.email, to: used.email });
    Object.assign(user, { email: used.email!, pendingEmail: null });
    // Links sent to the old address (reset, verification) die with it.
    await em.nativeUpdate(
      OneTimeTokenEntity,
      { userId: user.id, purpose: { $in: ['reset_password', 'verify_email'] }, usedAt: null },
      { usedAt: new Date() },
      { filters: false },
    );
  }
  user.emailVerified = true;
  audit(em, user.organization, user.id, 'user.email_verified', user.id);
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw badRequest(MESSAGES.verifyFailed, 'token');
    throw error;
  }
  return { status: 'success', email: user.email, message: `Your e-mail ${user.email} has been verified` };
}

/** Always answers the same for known and unknown addresses; one mail per address per minute. */
export async function forgotPasswordRequest(
  em: EntityManager,
  ctx: PluginContext,
  emailInput: string,
  request: FastifyRequest,
) {
  const email = emailInput.trim().toLowerCase();
  const last = await em.findOne(
    AuthAttemptEntity,
    { kind: 'forgot', email, createdAt: { $gt: new Date(Date.now() - RESEND_SECONDS * 1000) } },
    { orderBy: { createdAt: 'desc' } },
  );
  if (last) {
    const timeout = Math.max(1, Math.ceil((last.createdAt.getTime() + RESEND_SECONDS * 1000 - Date.now()) / 1000));
    throw tooManyRequests(MESSAGES.resendIn(timeout), { timeout });
  }
  await beginAttempt(em, FORGOT_LIMIT, request.ip, email);
  const user = await findLiveUserByEmail(em, email);
  if (user) {
    const { token } = await issueToken(em, {
      purpose: 'reset_password',
      userId: user.id,
      organization: user.organization,
      email,
      ttlSeconds: 3600,
    });
    await ctx.mailer.send(
      resetMail(user.email, `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`),
    );
  }
  return { status: 'success', message: MESSAGES.resetSent };
}

export async function forgotPasswordResponse(em: EntityManager, input: { password: string; token: string }) {
  if (input.password.length < 8) throw statusError(MESSAGES.newPasswordLength, 'password');
  if (input.password.length > 30) throw statusError(MESSAGES.passwordTooLong, 'password');
  const used = await consumeToken(em, 'reset_password', input.token);
  const user = used && (await em.findOne(UserEntity, { id: used.userId, deletedAt: null }, { filters: false }));
  if (!used || !user || used.email !== user.email) throw statusError(MESSAGES.resetLinkInvalid, 'token');
  user.passwordHash = await hashPassword(input.password);
  audit(em, user.organization, user.id, 'user.password_reset', user.id);
  await em.flush();
  await revokeSessions(em, user.id);
  await clearLoginFailures(em, user.email);
  return { status: 'success', message: MESSAGES.passwordReset };
}

export async function changePassword(
  em: EntityManager,
  principal: Principal,
  raw: Partial<ChangePasswordInput>,
  ip: string,
) {
  const input = {
    currentPassword: raw.currentPassword ?? '',
    newPassword: raw.newPassword ?? '',
    confirmPassword: raw.confirmPassword ?? '',
  };
  const invalid = validateChangePassword(input);
  if (invalid) throw statusError(invalid.message, invalid.field);
  const user = await em.findOneOrFail(UserEntity, { id: principal.userId });
  const attempt = await beginAttempt(em, PASSWORD_LIMIT, ip, user.id);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw statusError(MESSAGES.currentPasswordWrong, 'currentPassword');
  await attemptSucceeded(em, attempt);
  user.passwordHash = await hashPassword(input.newPassword);
  audit(em, user.organization, user.id, 'user.password_changed', user.id);
  await em.flush();
  await revokeSessions(em, user.id, principal.sessionId);
  return { status: 'success', message: MESSAGES.passwordChanged };
}
