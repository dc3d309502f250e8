import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'AML KYC Platform';

export const newTotpSecret = () => generateSecret();
export const otpauthUrl = (email: string, secret: string) => generateURI({ issuer: ISSUER, label: email, secret });

/** RFC 6238 check with ±1 step of clock drift; returns the matched time step, rejecting replays. */
export async function checkTotp(secret: string, code: string, lastStep: number | null | undefined): Promise<number | null> {
  try {
    const result = await verify({
      secret, token: code, epochTolerance: 30,
      ...(lastStep != null ? { afterTimeStep: lastStep } : {}),
    });
    return result.valid ? (result as unknown as { timeStep: number }).timeStep : null;
  } catch {
    return null;
  }
}
