import type { PluginContext } from '@app/core/plugin-api';
import type { DossierServices } from '@app/plugin-dossier/shared';
import type { WorkflowService } from '@app/plugin-workflow/shared';
import { DEFAULT_LIMITS, WindowLimiter, type TokenLimits } from './rate-limit.ts';

/** What the due-diligence handlers need: the context, the dossier and workflow services (typed deps from setup), the limiters. */
export interface DdDeps {
  ctx: PluginContext;
  dossier: DossierServices;
  workflow: WorkflowService;
  limits: { ip: WindowLimiter; token: WindowLimiter; upload: WindowLimiter };
}

/** Limits per minute; DD_RATE_PER_IP / DD_RATE_PER_TOKEN / DD_UPLOADS_PER_TOKEN override them (load tests, ADR 0043). */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): TokenLimits {
  const n = (v: string | undefined, d: number) => (v && /^[1-9][0-9]{0,6}$/.test(v) ? Number(v) : d);
  return {
    perIp: n(env.DD_RATE_PER_IP, DEFAULT_LIMITS.perIp),
    perToken: n(env.DD_RATE_PER_TOKEN, DEFAULT_LIMITS.perToken),
    uploadsPerToken: n(env.DD_UPLOADS_PER_TOKEN, DEFAULT_LIMITS.uploadsPerToken),
  };
}

export function ddDeps(
  ctx: PluginContext,
  services: Pick<DdDeps, 'dossier' | 'workflow'>,
  limits: TokenLimits = limitsFromEnv(),
): DdDeps {
  return {
    ctx,
    dossier: services.dossier,
    workflow: services.workflow,
    limits: {
      ip: new WindowLimiter(ctx.orm, 'ip', limits.perIp),
      token: new WindowLimiter(ctx.orm, 'token', limits.perToken),
      upload: new WindowLimiter(ctx.orm, 'upload', limits.uploadsPerToken),
    },
  };
}
