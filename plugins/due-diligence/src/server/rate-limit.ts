import { tooManyRequests } from '@app/core/server';
import { DD_MESSAGES as M } from '../shared/index.ts';

/**
 * Fixed one-minute windows per key for the token routes (ADR 0043): per client address and per
 * link token. Kept in memory per process: a replica limits its own share; the map is bounded.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = 50_000,
  ) {}

  hit(key: string, now = Date.now()): void {
    const slot = this.hits.get(key);
    if (!slot || now - slot.start >= this.windowMs) {
      if (this.hits.size >= this.maxKeys) this.prune(now);
      this.hits.set(key, { start: now, count: 1 });
      return;
    }
    slot.count++;
    if (slot.count > this.limit)
      throw tooManyRequests(M.tooMany, { retry_after: Math.ceil((slot.start + this.windowMs - now) / 1000) });
  }

  private prune(now: number): void {
    for (const [k, v] of this.hits) if (now - v.start >= this.windowMs) this.hits.delete(k);
    if (this.hits.size >= this.maxKeys) this.hits.clear();
  }
}

export interface TokenLimits {
  perIp: number;
  perToken: number;
  uploadsPerToken: number;
}
export const DEFAULT_LIMITS: TokenLimits = { perIp: 120, perToken: 60, uploadsPerToken: 20 };
