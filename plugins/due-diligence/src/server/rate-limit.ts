import type { PluginContext } from '@app/core/plugin-api';
import { countHit, tooManyRequests } from '@app/core/server';
import { DD_MESSAGES as M } from '../shared/index.ts';

/**
 * Fixed one-minute windows per key for the token routes (ADR 0043): per client address and per
 * link token. Counted in PostgreSQL (ADR 0084), so the limit holds across every replica.
 */
export class WindowLimiter {
  constructor(
    private readonly orm: PluginContext['orm'],
    private readonly name: string,
    private readonly limit: number,
    private readonly windowSeconds = 60,
  ) {}

  async hit(key: string): Promise<void> {
    const { hits, retryAfter } = await countHit(this.orm, `dd:${this.name}:${key}`, this.windowSeconds);
    if (hits > this.limit) throw tooManyRequests(M.tooMany, { retry_after: retryAfter });
  }
}

export interface TokenLimits {
  perIp: number;
  perToken: number;
  uploadsPerToken: number;
}
export const DEFAULT_LIMITS: TokenLimits = { perIp: 120, perToken: 60, uploadsPerToken: 20 };
