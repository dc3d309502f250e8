import type { EntityManager } from '@mikro-orm/postgresql';
import { generateSecret, generateURI, verify } from 'otplib';
import type { User } from './auth.entities.ts';
import { attemptSucceeded, beginAttempt, TOTP_LIMIT } from './rate-limit.ts';

const ISSUER = 'AML KYC Platform';

export const newTotpSecret = () => generateSecret();
export const otpauthUrl = (email: string, secret: string) => generateURI({ issuer: ISSUER, label: email, secret });

/** RFC 6238 check with ±1 step of clock drift; returns the matched time step, rejecting replays. */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null | undefined,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(lastStep != null ? { afterTimeStep: lastStep } : {}),
    });
    return result.valid ? (result as unknown as { timeStep: number }).timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Every TOTP check of a user goes through here: at most 5 wrong codes in 15 minutes per user
 * (ADR 0013), whichever route and IP they come from; then 429 until the window passes.
 */
export async function limitedTotp(em: EntityManager, ip: string, user: User, code: string): Promise<number | null> {
  const attempt = await beginAttempt(em, TOTP_LIMIT, ip, user.id);
  const step = await checkTotp(user.twoFactorSecret ?? '', code, user.twoFactorLastStep);
  if (step !== null) await attemptSucceeded(em, attempt);
  return step;
}
