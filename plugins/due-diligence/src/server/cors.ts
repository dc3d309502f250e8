import type { PluginContext } from '@app/core/plugin-api';
import { forbidden } from '@app/core/server';
import { routePath } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DD_MESSAGES as M, ddRoutes as r } from '../shared/index.ts';
import { DdSettingsEntity, type DdLink } from './dd.entities.ts';

/** Routes a widget on a partner page calls with a link token. */
const TOKEN_ROUTES = [
  r.checkAccessToken,
  r.dueDiligenceInfo,
  r.dueDiligenceDocInfo,
  r.saveDueDiligence,
  r.addElement,
  r.submitReport,
  r.uploadFile,
  r.deleteOwnFile,
  r.downloadFile,
  r.downloadPdf,
];
const TOKEN_PATHS = new Set(TOKEN_ROUTES.map((c) => routePath(c)));

/** Every origin some organisation allows (the preflight carries no token); the token's own organisation is checked per call. */
async function anyOrganisationAllows(ctx: PluginContext, origin: string): Promise<boolean> {
  const rows = await ctx.orm.em.fork().find(DdSettingsEntity, {}, { filters: false, fields: ['corsOrigins'] });
  return rows.some((s) => s.corsOrigins.includes(origin));
}

/** An Origin other than the product's own, or null. */
export function foreignOrigin(request: FastifyRequest, publicUrl: string): string | null {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null' ? 'null' : null;
  try {
    return new URL(publicUrl).origin === origin ? null : origin;
  } catch {
    return origin;
  }
}

/**
 * CORS for the embeddable widget (ADR 0044): the allow-list is an administrator setting per
 * organisation. Preflights pass for origins some organisation lists; each call then checks the
 * origin against the allow-list of the token's organisation (access.ts), so a partner of one
 * organisation cannot use another's links from its page.
 */
export function ddCors(app: FastifyInstance, ctx: PluginContext): void {
  const allowHeaders = 'content-type';
  for (const path of TOKEN_PATHS) {
    app.options(path, async (request, reply) => {
      const origin = foreignOrigin(request, ctx.config.publicUrl);
      if (origin && origin !== 'null' && (await anyOrganisationAllows(ctx, origin))) {
        reply
          .header('access-control-allow-origin', origin)
          .header('vary', 'Origin')
          .header('access-control-allow-methods', 'GET, POST')
          .header('access-control-allow-headers', allowHeaders)
          .header('access-control-max-age', '600');
      }
      return reply.code(204).send();
    });
  }
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0]!;
    if (!TOKEN_PATHS.has(path)) return payload;
    const origin = foreignOrigin(request, ctx.config.publicUrl);
    if (origin && origin !== 'null' && (await anyOrganisationAllows(ctx, origin))) {
      reply
        .header('access-control-allow-origin', origin)
        .header('vary', 'Origin')
        .header('access-control-expose-headers', 'content-disposition');
    }
    return payload;
  });
}

/** Whether a call's origin may use a link of `organization`: its own pages, or an origin the organisation lists. */
export async function originAllowedFor(
  ctx: PluginContext,
  request: FastifyRequest,
  organization: string,
): Promise<boolean> {
  const origin = foreignOrigin(request, ctx.config.publicUrl);
  if (!origin) return true;
  const row = await ctx.orm.em.fork().findOne(DdSettingsEntity, { organization }, { filters: false });
  return Boolean(row?.corsOrigins.includes(origin));
}

/**
 * 403 for a call from an origin the link's organisation does not list, recorded first in that
 * organisation's audit trail as a refused use with origin, path and IP (ADR 0043: every refused use).
 */
export async function refuseForeignOrigin(
  ctx: PluginContext,
  em: EntityManager,
  request: FastifyRequest,
  link: DdLink,
  call: string,
): Promise<void> {
  if (await originAllowedFor(ctx, request, link.organization)) return;
  await ctx.audit.record(em, {
    organizationId: link.organization,
    action: 'due_diligence.link_refused',
    actorId: null,
    actorName: `${link.kind} link`,
    objectType: 'due_diligence_record',
    objectId: link.dueDiligenceId,
    ip: request.ip ?? null,
    details: {
      call,
      link_id: link.id,
      kind: link.kind,
      reason: 'origin',
      origin: String(request.headers.origin ?? '').slice(0, 512),
      path: request.url.split('?')[0]!.slice(0, 512),
      user_agent: String(request.headers['user-agent'] ?? '').slice(0, 512) || null,
    },
  });
  throw forbidden(M.originRefused);
}
