import { HttpError, PLATFORM_AUDIT_ORGANIZATION, recordAudit, tooManyRequests, unauthorized } from '@app/core/server';
import { createHash } from 'node:crypto';
import type { PluginContext } from '@app/core/plugin-api';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../shared/index.ts';
import { OrganizationEntity, UserEntity, type User } from './auth.entities.ts';
import { verifyPassword } from './crypto.ts';
import { attemptSucceeded, beginLoginAttempt, LOGIN_LIMIT } from './rate-limit.ts';
import { openSession } from './session.service.ts';
import { limitedTotp, newTotpSecret, otpauthUrl } from './two-factor.ts';

export interface LoginInput {
  email: string;
  password: string;
  token?: string | null;
}
export type LoginResult =
  | { token: string }
  | { challenge: 'set_up_two_fa'; secret: string; otpauth_url: string; message: string }
  | { challenge: 'verify_two_fa'; message: string };

export const findLiveUserByEmail = (em: EntityManager, email: string) =>
  em.findOne(UserEntity, { email: email.trim().toLowerCase(), deletedAt: null }, { filters: false });

/** Password, then (when enabled for the user or required by the organisation) a TOTP challenge. */
export async function login(
  em: EntityManager,
  ctx: PluginContext,
  input: LoginInput,
  request: FastifyRequest,
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  // Recorded as a failure until it succeeds; a wrong password or code simply leaves it so.
  const { id: attempt, underAttack } = await beginLoginAttempt(em, request.ip, email);
  const user = await findLiveUserByEmail(em, email);
  // Under attack from elsewhere, a password alone proves nothing: without a second factor the
  // answer is the same whatever the password (no oracle); the reset link is the way in.
  if (underAttack && !user?.twoFactorEnabled)
    throw tooManyRequests(MESSAGES.accountUnderAttack, { timeout: LOGIN_LIMIT.windowSeconds });
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!passwordOk && user)
    await recordAudit(em, {
      organizationId: user.organization,
      action: 'auth.login_failed',
      actorId: user.id,
      actorName: user.username,
      ip: request.ip ?? null,
    });
  if (!user) await recordAudit(em, unknownAccountFailure(email, request.ip ?? null));
  if (!passwordOk || !user) throw unauthorized(MESSAGES.badCredentials);
  const ok = async <T>(value: T): Promise<T> => {
    await attemptSucceeded(em, attempt);
    return value;
  };
  const org = await em.findOneOrFail(OrganizationEntity, { id: user.organization });
  const code = input.token || null;
  if (!user.twoFactorEnabled && !org.requireTwoFactor) return ok(await success(em, ctx, user, request));

  if (!user.twoFactorEnabled) {
    if (!user.twoFactorSecret) {
      user.twoFactorSecret = newTotpSecret();
      user.twoFactorSetupCompleted = false;
      await em.flush();
    }
    const setup = {
      challenge: 'set_up_two_fa' as const,
      secret: user.twoFactorSecret,
      otpauth_url: otpauthUrl(user.email, user.twoFactorSecret),
    };
    if (!code) return ok({ ...setup, message: MESSAGES.setUpTwoFa });
    const step = await limitedTotp(em, request.ip, user, code);
    if (step === null) return wrongCode(setup);
    Object.assign(user, { twoFactorEnabled: true, twoFactorSetupCompleted: true, twoFactorLastStep: step });
    return ok(await success(em, ctx, user, request));
  }

  if (!code) return ok({ challenge: 'verify_two_fa' as const, message: MESSAGES.verifyTwoFa });
  const step = await limitedTotp(em, request.ip, user, code);
  if (step === null) return wrongCode({ challenge: 'verify_two_fa' });
  user.twoFactorLastStep = step;
  return ok(await success(em, ctx, user, request));
}

/**
 * A failed login for an e-mail no account has goes into the platform chain (ADR 0046): the address
 * is kept as a SHA-256 plus its domain (what was typed may be a password), with the IP.
 */
export function unknownAccountFailure(email: string, ip: string | null) {
  const at = email.lastIndexOf('@');
  return {
    organizationId: PLATFORM_AUDIT_ORGANIZATION,
    action: 'auth.login_failed_unknown',
    ip,
    objectType: 'email',
    details: {
      email_sha256: createHash('sha256').update(email).digest('hex'),
      domain: at > 0 ? email.slice(at + 1) : null,
    },
  };
}

async function success(
  em: EntityManager,
  ctx: PluginContext,
  user: User,
  request: FastifyRequest,
): Promise<{ token: string }> {
  const token = await openSession(em, ctx, user, request);
  await recordAudit(em, {
    organizationId: user.organization,
    action: 'auth.login',
    actorId: user.id,
    actorName: user.username,
    ip: request.ip ?? null,
  });
  return { token };
}

function wrongCode(challenge: Record<string, unknown>): never {
  throw new HttpError(401, MESSAGES.wrongCode, [{ field: 'token', message: MESSAGES.wrongCode }], {
    ...challenge,
    error: MESSAGES.wrongCode,
  });
}
