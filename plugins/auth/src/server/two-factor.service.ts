import { badRequest, forbidden } from '@app/core/server';
import type { Principal } from '@app/core/plugin-api';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '../shared/index.ts';
import { OrganizationEntity, UserEntity } from './auth.entities.ts';
import { audit } from './audit.ts';
import { limitedTotp, newTotpSecret, otpauthUrl } from './two-factor.ts';

const statusError = (message: string) => badRequest(message, 'token', { status: 'error' });

/** Starts setup: a pending secret, returned only until the first valid code completes it. */
export async function enableTwoFactor(em: EntityManager, principal: Principal) {
  const user = await em.findOneOrFail(UserEntity, { id: principal.userId });
  if (user.twoFactorEnabled) throw badRequest(MESSAGES.twoFaAlreadyEnabled);
  user.twoFactorSecret = newTotpSecret();
  user.twoFactorSetupCompleted = false;
  await em.flush();
  return { secret: user.twoFactorSecret, otpauth_url: otpauthUrl(user.email, user.twoFactorSecret) };
}

/** The pending secret is shown only while setup is unfinished; never once enabled. */
export async function twoFactorStatus(em: EntityManager, principal: Principal) {
  const user = await em.findOneOrFail(UserEntity, { id: principal.userId });
  const pending = !user.twoFactorEnabled && Boolean(user.twoFactorSecret);
  return {
    enabled: user.twoFactorEnabled,
    pending,
    ...(pending ? { secret: user.twoFactorSecret!, otpauth_url: otpauthUrl(user.email, user.twoFactorSecret!) } : {}),
  };
}

export async function verifyOtp(em: EntityManager, principal: Principal, code: string, ip: string) {
  const user = await em.findOneOrFail(UserEntity, { id: principal.userId });
  if (!user.twoFactorSecret) throw statusError(MESSAGES.twoFaNotStarted);
  const step = await limitedTotp(em, ip, user, code);
  if (step === null) throw statusError(MESSAGES.wrongCode);
  Object.assign(user, { twoFactorEnabled: true, twoFactorSetupCompleted: true, twoFactorLastStep: step });
  audit(em, user.organization, user.id, 'user.two_factor_enabled', user.id);
  await em.flush();
  return { status: 'success', message: MESSAGES.twoFaSetUp };
}

export async function disableTwoFactor(em: EntityManager, principal: Principal, code: string, ip: string) {
  const user = await em.findOneOrFail(UserEntity, { id: principal.userId });
  if (!user.twoFactorEnabled || !user.twoFactorSecret) throw statusError(MESSAGES.twoFaNotStarted);
  const org = await em.findOneOrFail(OrganizationEntity, { id: user.organization });
  if (org.requireTwoFactor) throw forbidden('Your organisation requires two-factor authentication');
  const step = await limitedTotp(em, ip, user, code);
  if (step === null) throw statusError(MESSAGES.wrongCode);
  Object.assign(user, {
    twoFactorEnabled: false,
    twoFactorSetupCompleted: false,
    twoFactorSecret: null,
    twoFactorLastStep: step,
  });
  audit(em, user.organization, user.id, 'user.two_factor_disabled', user.id);
  await em.flush();
  return { status: 'success', message: 'Two-factor authentication turned off' };
}
